// `npm run write-feed -w @store/demo-catalogue -- FILE`: the demo catalogue as a feed file
// (JSON lines of the Product object), for `npm run import` or to read.
import { writeFileSync } from 'node:fs';
import { demoFeedText } from './demo-feed';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run write-feed -w @store/demo-catalogue -- FILE');
  process.exit(2);
}
writeFileSync(file, demoFeedText());
console.log(`wrote ${file}`);
