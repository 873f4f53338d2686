// `npm run headers`: writes public/_headers from security-headers.ts (static hosts read it).
import { writeFileSync } from 'node:fs';
import { headersFile } from '../security-headers';

writeFileSync('public/_headers', headersFile());
console.log('public/_headers written');
