/**
 * Clients between the API and the database: the stored row as answered, and the form's fields as
 * the columns they write.
 */
import type { Language } from '@domus/domain/core/constants';
import type {
  Client,
  ClientInput,
  ProfileInput,
  Salutation,
} from '@domus/domain/person/seller.schema';
import type { ClientRow, ClientValues } from './clients.repository.ts';

/** A stored client as the API answers it. */
export function toClient(row: ClientRow): Client {
  return {
    _id: row.id,
    salutation: (row.salutation as Salutation | null) ?? null,
    name: row.name,
    familyName: row.familyName,
    companyName: row.companyName,
    email: row.email ?? '',
    tel: row.tel,
    language: row.language as Language,
    address: (row.address as Client['address']) ?? null,
  };
}

/** The columns the client form writes; a field it leaves out is cleared. */
export function toClientValues(input: ClientInput | ProfileInput): ClientValues {
  return {
    salutation: input.salutation ?? null,
    name: input.name ?? null,
    familyName: input.familyName ?? null,
    companyName: input.companyName ?? null,
    email: input.email,
    tel: input.tel ?? null,
    language: input.language,
    address: input.address ?? null,
  };
}
