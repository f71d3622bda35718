import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3900${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = r!.lhr;
  console.log("==", path, Math.round(lhr.categories.performance.score! * 100), "FCP", Math.round(lhr.audits["first-contentful-paint"].numericValue!), "LCP", Math.round(lhr.audits["largest-contentful-paint"].numericValue!), "SI", Math.round(lhr.audits["speed-index"].numericValue!), "TBT", Math.round(lhr.audits["total-blocking-time"].numericValue!));
  const m = (lhr.audits["metrics"].details as any).items[0];
  console.log(" observed", Object.fromEntries(Object.entries(m).filter(([k]) => k.startsWith("observed") && !k.endsWith("Ts")).map(([k, v]) => [k.replace("observed", ""), Math.round(v as number)])));
  for (const id of ["largest-contentful-paint-element", "lcp-breakdown-insight", "render-blocking-insight", "render-blocking-resources", "network-rtt", "server-response-time", "document-latency-insight"]) {
    const a = lhr.audits[id]; if (!a) continue;
    console.log(" -", id, a.displayValue ?? "", JSON.stringify(a.details).slice(0, 900));
  }
  const items = (lhr.audits["network-requests"].details as any).items as any[];
  for (const i of items.slice(0, 40)) console.log("   ", Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.resourceType, Math.round(i.transferSize / 1024) + "KB", i.priority, i.url.replace("http://127.0.0.1:3900", ""));
}
chrome.kill();
