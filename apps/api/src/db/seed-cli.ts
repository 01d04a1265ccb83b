// `npm run seed -- --products N`: adds N synthetic products (benchmarks), after the demo catalogue.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { isCatalogueEmpty, seedDemoCatalogue, seedSyntheticProducts } from './seed';

const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error('--products must be a whole number from 0 to 1000000');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (await isCatalogueEmpty(database)) console.log('demo catalogue:', await seedDemoCatalogue(database));
  const started = Date.now();
  await seedSyntheticProducts(database, count, (done) => {
    if (done % 50_000 === 0 || done === count) console.log(`${done} / ${count} synthetic products`);
  });
  await database.withConnection((q) => q('ANALYZE products'));
  console.log(`seeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
