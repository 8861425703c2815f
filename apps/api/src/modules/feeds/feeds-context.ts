/**
 * What the portal feeds' routes, worker and command share (issue 32, decision 062): the
 * database and storage, the sealed passwords' key, the agency as publisher, the formats and the
 * deliveries; and a wake-up for the worker when staff start a transfer.
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { PORTAL_FORMATS } from './portal-formats.ts';
import { portalSecretBox } from './portal-secrets.ts';
import { protocolDeliveries } from './portal-deliveries.ts';
import type { Deliveries, TransferContext } from './portal-transfer.service.ts';

/** The context, with a wake-up other parts of this process listen to. */
export interface FeedsContext extends TransferContext {
  /** Tells this process's worker that a transfer waits (others find it on their next look). */
  wake(): void;
  onWake(listener: () => void): void;
}

/**
 * The feeds' context of a configuration.
 * @param options the database, configuration and storage; `deliveries` for tests
 */
export async function createFeedsContext(options: {
  db: Database;
  config: Config;
  storage: FileStorage;
  deliveries?: Deliveries;
}): Promise<FeedsContext> {
  const listeners: (() => void)[] = [];
  return {
    db: options.db,
    storage: options.storage,
    secrets: await portalSecretBox(options.config),
    publicUrl: options.config.publicUrl,
    publisher: {
      name: agencyConfig.name,
      email: agencyConfig.email,
      phone: agencyConfig.phone,
      site: options.config.publicUrl,
    },
    formats: PORTAL_FORMATS,
    deliveries: options.deliveries ?? protocolDeliveries,
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.push(listener);
    },
  };
}
