import QRCode from 'qrcode';

export interface Card {
  userName: string;
  loginName: string;
  className: string;
  schoolName: string;
  link: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** One A4-printable page of cards: a QR code, the name and the class, eight to a page. */
export async function cardSheet(title: string, cards: readonly Card[]): Promise<string> {
  const items = await Promise.all(
    cards.map(async (card) => {
      const svg = await QRCode.toString(card.link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      // The link is also an attribute, so a browser test or a screen reader can follow the card without a camera.
      return `<div class="card" data-link="${escapeHtml(card.link)}">${svg}<p class="name">${escapeHtml(card.userName)}</p><p>${escapeHtml(card.schoolName)} ${escapeHtml(card.className)}</p><p>账号：${escapeHtml(card.loginName)}</p></div>`;
    }),
  );
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font-family:sans-serif;margin:0}.sheet{display:grid;grid-template-columns:repeat(4,1fr);gap:8mm;padding:10mm}
.card{border:1px dashed #999;padding:4mm;text-align:center;break-inside:avoid}.card svg{width:32mm;height:32mm}
.card p{margin:1mm 0;font-size:11px}.card .name{font-size:14px;font-weight:bold}h1{font-size:16px;padding:0 10mm}
@media print{h1{display:none}}</style></head><body><h1>${escapeHtml(title)}</h1><div class="sheet">${items.join('')}</div></body></html>`;
}

export function cardPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
}
