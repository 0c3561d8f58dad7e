/** HTML-escapes text for the local (test-mode) billing pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The pages stand alone (no SPA, no script): a payment provider's hosted page is what they
// stand in for. Colours keep WCAG AA contrast on white.
const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2430}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:90%;margin:24px 0}
main.wide{max-width:640px}
.badge{display:inline-block;background:#fff4d6;color:#6b4700;border:1px solid #f0c36d;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#4b5261;margin:28px 0 8px}
.price{font-size:28px;font-weight:700;margin:16px 0;color:#1f2430}p{color:#4b5261;line-height:1.5}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#4f46e5;color:#fff}.cancel{background:#eef0f4;color:#1f2430}.danger{background:#fff;color:#b42318;border:1px solid #f3b8b2}
.row{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #eceef2}
.row button{width:auto;margin:0;padding:8px 14px;font-size:14px}
.notice{background:#ecfdf3;color:#05603a;border:1px solid #a6f4c5;border-radius:8px;padding:10px 12px}
.error{background:#fef3f2;color:#b42318;border:1px solid #fecdca;border-radius:8px;padding:10px 12px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px 4px;border-top:1px solid #eceef2}th{color:#4b5261;font-weight:600}
td.amount,th.amount{text-align:right}a{color:#3730a3}`;

/** A standalone page of the local billing provider. */
export function billingPage(title: string, body: string, { isWide = false } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main${isWide ? ' class="wide"' : ''}>${body}</main></body></html>`;
}
