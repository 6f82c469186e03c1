import { measureDevServer } from './bench/scale-dev.ts';
const f = process.argv[2]!;
const r = await measureDevServer({ root: process.cwd(), siteDir: '/tmp/site10k', pageFile: `generated/${f}`, route: `/generated/${f.replace(/\.yaml$/, '')}`, saves: 5, log: console.log });
console.log(JSON.stringify(r));
