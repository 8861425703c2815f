/**
 * A self-signed TLS certificate for 127.0.0.1 and localhost, made when a test starts (decision
 * 067): Node can make keys and sign but not write certificates, so the few DER structures of an
 * X.509 v3 certificate are written here. No certificate or key is ever committed.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const sequence = (...content: Buffer[]) => tlv(0x30, ...content);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      base128.unshift((value % 128) | (base128.length ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString();
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

const ECDSA_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

/** A certificate and its key (PEM), valid for a day, naming 127.0.0.1 and localhost. */
export function selfSignedCertificate(commonName = 'Domus delivery test'): {
  cert: string;
  key: string;
} {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName)))));
  const serial = randomBytes(8);
  serial[0]! &= 0x7f;
  const subjectAltName = sequence(
    oid('2.5.29.17'),
    tlv(
      0x04,
      sequence(tlv(0x87, Buffer.from([127, 0, 0, 1])), tlv(0x82, Buffer.from('localhost'))),
    ),
  );
  const now = Date.now();
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    ECDSA_SHA256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, sequence(subjectAltName)),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, ECDSA_SHA256, tlv(0x03, Buffer.from([0]), signature));
  const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
