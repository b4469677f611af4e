import { html, SafeHtml } from "../../lib/html";

export interface SharedPageData {
  sharerFirstName: string;
  match: { firstName: string; age: number | null; photo: string | null };
  place: string | null;
  at: Date;
  /** The sharer's UTC offset ("-06:00"), or null: the time is then shown in UTC. */
  utcOffset: string | null;
}

const OFFSET = /^([+-])(\d\d):(\d\d)$/;

/** "Saturday, November 28 at 7:00 PM (UTC-06:00)": the date's time as the sharer reads it, without a script. */
export function sharedTime(at: Date, utcOffset: string | null): string {
  const parts = utcOffset ? OFFSET.exec(utcOffset) : null;
  const minutes = parts ? (parts[1] === "-" ? -1 : 1) * (Number(parts[2]) * 60 + Number(parts[3])) : 0;
  const shifted = new Date(at.getTime() + minutes * 60_000);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(shifted);
  const day = format({ weekday: "long", month: "long", day: "numeric" });
  const time = format({ hour: "numeric", minute: "2-digit" });
  return `${day} at ${time} (UTC${parts ? utcOffset : ""})`;
}

// One accent, the app's own colours, light and dark by the reader's setting; no script, no web font.
const STYLE = `
:root{color-scheme:light dark;--bg:#fbf8f6;--fg:#1f1a1c;--muted:#6b6064;--card:#fff;--line:#eadfe1;--accent:#c43348}
@media (prefers-color-scheme:dark){:root{--bg:#131012;--fg:#f5eff0;--muted:#b9adb1;--card:#1d181a;--line:#352b2f;--accent:#f06678}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:0 auto;padding:24px 16px 40px}
.brand{margin:0 0 16px;color:var(--accent);font-weight:800;letter-spacing:.08em;font-size:14px}
h1{margin:0 0 20px;font-size:24px;line-height:1.25}
.card{background:var(--card);border:1px solid var(--line);border-radius:24px;padding:20px}
.who{display:flex;align-items:center;gap:16px;margin-bottom:16px}
.who img,.who .none{width:96px;height:96px;border-radius:50%;object-fit:cover;flex:none;background:var(--line)}
.who p{margin:0;font-size:22px;font-weight:700}
dl{margin:0}
dt{color:var(--muted);font-size:14px;margin-top:12px}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:14px;margin-top:20px}
`;

/** The shared date page: only what decision 023 lists, every value escaped. */
export function renderSharedPage(data: SharedPageData): string {
  const { sharerFirstName, match } = data;
  const who = match.age ? `${match.firstName}, ${match.age}` : match.firstName;
  const photo: SafeHtml = match.photo
    ? html`<img src="${match.photo}" alt="${match.firstName}" width="96" height="96">`
    : html`<div class="none" role="img" aria-label="No photo"></div>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${sharerFirstName}'s date</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
<p class="brand">DOWN</p>
<h1>${sharerFirstName} shared their date with you</h1>
<section class="card" aria-label="The date">
<div class="who">${photo}<p>${who}</p></div>
<dl>
<dt>When</dt>
<dd><time datetime="${data.at.toISOString()}">${sharedTime(data.at, data.utcOffset)}</time></dd>
<dt>Where</dt>
<dd>${data.place ?? "Not set yet"}</dd>
<dt>Shared by</dt>
<dd>${sharerFirstName}</dd>
</dl>
</section>
<p class="note">${sharerFirstName} shared this so someone they trust knows where they will be. The page is read-only and ends a day after the date.</p>
</main>
</body>
</html>
`.value;
}
