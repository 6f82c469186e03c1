import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import sirv from 'sirv';
const serve = sirv('dist', { dev: false });
const server = createServer((req, res) => serve(req, res, () => { res.statusCode = 404; res.end(); })).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${server.address().port}`;
const flags = [...(process.env.EXTRA ? process.env.EXTRA.split(' ') : []), '--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const busy = () => { const f = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return f[0]+f[1]+f[2]+f[4]+f[5]+f[6]; };
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
const ctx = await b.newContext({ reducedMotion: 'reduce' });
const routes = ['/', '/about', '/contact', '/products', '/micro-market', '/smart-coolers', '/get-started', '/vending-services', '/machine-sales', '/pantry-services'];
let t0 = busy();
for (const r of routes) { const p = await ctx.newPage(); await p.goto(base + r, { waitUntil: 'networkidle' }); await p.close(); }
console.log('new tab per route', ((busy() - t0) / 100 / routes.length).toFixed(2));
const tab = await ctx.newPage();
t0 = busy();
for (const r of routes) { await tab.goto(base + r, { waitUntil: 'networkidle' }); }
console.log('one tab', ((busy() - t0) / 100 / routes.length).toFixed(2));
await b.close(); server.close();
