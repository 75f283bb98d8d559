import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const u of process.argv.slice(2)) {
const p = await b.newPage();
p.on('console', m => console.log('console', m.type(), m.text().slice(0,300)));
await p.goto('http://localhost:3159'+u);
await p.waitForTimeout(2500);
console.log(await p.evaluate(() => [...document.body.children].map(e => e.tagName + "." + e.className + ":" + e.innerHTML.length).join(" | ")));
console.log(u, await p.evaluate(() => { const s = window.__remixRouter.state; return JSON.stringify({init: s.initialized, nav: s.navigation.state, loc: s.location.pathname, matches: s.matches.map(m => m.route.id), errors: s.errors && Object.keys(s.errors), ld: Object.keys(s.loaderData)}); }));
await p.close();
}
await b.close();
