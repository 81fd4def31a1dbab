// The migration step's work, for `npm run migrate` (api/src/migrate.ts) and the tests that start a
// production app the way a deployment does (migration step first).
import type { AppConfig } from '../config/env.ts';
import { DEV_FEATURES_OVERRIDE, DEV_FEATURES_OVERRIDE_VALUE } from '../config/production-guard.ts';
import { PasswordHasher } from '../infra/hashing.ts';
import { systemClock } from '../lib/clock.ts';
import type { Clock } from '../lib/clock.ts';
import { openDatabase } from './database.ts';
import { migrateAndSeedReference, seedDemo } from './prepare.ts';
import type { Log } from './prepare.ts';

/** Migrates and seeds the configured database; returns the migrations it ran. */
export async function runMigrationStep(config: AppConfig, options: { clock?: Clock; log?: Log } = {}): Promise<string[]> {
  const clock = options.clock ?? systemClock;
  const log: Log = options.log ?? (() => {});
  if (config.nodeEnv === 'production' && config.seedDemo && !config.allowDevFeaturesInProduction) {
    throw new Error(
      `NODE_ENV=production: SEED_DEMO would seed customers with a published password; refused without ${DEV_FEATURES_OVERRIDE}=${DEV_FEATURES_OVERRIDE_VALUE}`,
    );
  }
  const database = await openDatabase(config);
  try {
    return await database.exclusive(async () => {
      const applied = await migrateAndSeedReference(database, clock.now());
      if (config.seedDemo) {
        const hasher = new PasswordHasher(config.scrypt);
        await hasher.prepare();
        await seedDemo(database, hasher, clock, log);
      }
      return applied;
    });
  } finally {
    await database.destroy();
  }
}
