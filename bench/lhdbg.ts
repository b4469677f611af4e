import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2] ?? "http://127.0.0.1:4411/login";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-quic","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: process.env.COOKIE ? { Cookie: process.env.COOKIE } : undefined });
const lhr = r!.lhr as any; if (lhr.runtimeError) { console.log(lhr.runtimeError); }
console.log(lhr.categories.performance.score, ["first-contentful-paint","largest-contentful-paint","total-blocking-time","speed-index","cumulative-layout-shift"].map(k=>`${k}=${lhr.audits[k].displayValue}`).join(" "));
console.log("bootup", JSON.stringify(lhr.audits["bootup-time"].details?.items?.map((i:any)=>[i.url.slice(-40), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
console.log("mainthread", JSON.stringify(lhr.audits["mainthread-work-breakdown"].details?.items?.map((i:any)=>[i.group, Math.round(i.duration)])));
console.log("longtasks", JSON.stringify(lhr.audits["long-tasks"]?.details?.items?.slice(0,8).map((i:any)=>[i.url?.slice(-30), Math.round(i.startTime), Math.round(i.duration)])));
console.log("lcp-el", JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lhr.audits["largest-contentful-paint-element"]?.details).slice(0,300));
console.log("cls", JSON.stringify(lhr.audits["layout-shifts"]?.details?.items?.slice(0,5).map((i:any)=>[i.node?.snippet?.slice(0,120), i.score])));
await chrome.kill();
