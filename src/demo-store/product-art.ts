import type { SeedProduct, TopCategory } from './types.ts';

/**
 * The demo's product pictures: an 800×800 SVG card per product, a colour and a simple drawing per
 * category, with the product and brand names, so every menu tile and product page has a real image.
 */

interface Look {
  background: string;
  /** Colour of the category label and brand. */
  ink: string;
  /** Colour of the product name, the largest text. */
  name: string;
  label: string;
  icon: string;
}

const LEAF = [-90, -50, -130, -15, -165, 20, 160]
  .map((angle, i) => {
    const length = [150, 120, 120, 85, 85, 55, 55][i]!;
    return `<ellipse cx="0" cy="${-length}" rx="${Math.round(length / 4.2)}" ry="${length}" transform="rotate(${angle + 90})"/>`;
  })
  .join('');

const LOOKS: Record<TopCategory, Look> = {
  flower: {
    background: '#1f5130',
    ink: '#cfe8c4',
    name: '#ffffff',
    label: 'FLOWER',
    icon: `<g transform="translate(400 345) scale(0.85)" fill="#8fc97a">${LEAF}<rect x="-6" y="0" width="12" height="110" rx="6"/></g>`,
  },
  'pre-rolls': {
    background: '#6b3e1f',
    ink: '#f3dcc4',
    name: '#ffffff',
    label: 'PRE-ROLL',
    icon: '<g transform="translate(400 290) rotate(-35)"><polygon points="-40,-150 40,-150 22,140 -22,140" fill="#f4efe6"/><rect x="-22" y="100" width="44" height="50" fill="#d9a86c"/><ellipse cx="0" cy="-150" rx="40" ry="12" fill="#7bb661"/></g>',
  },
  vapes: {
    background: '#27415f',
    ink: '#d5e3f2',
    name: '#ffffff',
    label: 'VAPE',
    icon: '<g transform="translate(400 290)"><rect x="-26" y="-170" width="52" height="60" rx="12" fill="#1b1b1b"/><rect x="-38" y="-115" width="76" height="170" rx="10" fill="#e7b94d" opacity="0.92"/><rect x="-38" y="50" width="76" height="120" rx="12" fill="#c8ccd2"/></g>',
  },
  concentrates: {
    background: '#7a4b0f',
    ink: '#fbe5bd',
    name: '#ffffff',
    label: 'CONCENTRATE',
    icon: '<g transform="translate(400 300)"><path d="M0,-170 C70,-60 120,0 120,60 A120,120 0 0 1 -120,60 C-120,0 -70,-60 0,-170 Z" fill="#f2b33d"/><ellipse cx="-40" cy="40" rx="22" ry="40" fill="#fff" opacity="0.35"/></g>',
  },
  edibles: {
    background: '#8a1e3f',
    ink: '#ffd9e4',
    name: '#ffffff',
    label: 'EDIBLE',
    icon: '<g transform="translate(400 300)" fill="#ff7a9c"><circle cx="0" cy="-95" r="62"/><rect x="-85" y="-60" width="170" height="190" rx="70"/><circle cx="-55" cy="-145" r="26"/><circle cx="55" cy="-145" r="26"/></g>',
  },
  tinctures: {
    background: '#3d2a5c',
    ink: '#e6dcf5',
    name: '#ffffff',
    label: 'TINCTURE',
    icon: '<g transform="translate(400 300)"><rect x="-22" y="-175" width="44" height="70" rx="20" fill="#1b1b1b"/><rect x="-38" y="-110" width="76" height="40" rx="6" fill="#dcdcdc"/><rect x="-80" y="-75" width="160" height="230" rx="28" fill="#a0652a"/><rect x="-55" y="-10" width="110" height="90" rx="6" fill="#f4efe6"/></g>',
  },
  topicals: {
    background: '#2f6b66',
    ink: '#d4efec',
    name: '#ffffff',
    label: 'TOPICAL',
    icon: '<g transform="translate(400 310)"><rect x="-130" y="-120" width="260" height="60" rx="14" fill="#e8e2d4"/><rect x="-120" y="-62" width="240" height="170" rx="26" fill="#f7f4ec"/><rect x="-80" y="-10" width="160" height="60" rx="8" fill="#7fc2b9"/></g>',
  },
  accessories: {
    background: '#34383d',
    ink: '#e2e6ea',
    name: '#ffffff',
    label: 'ACCESSORY',
    icon: '<g transform="translate(400 300)"><rect x="-95" y="-160" width="190" height="55" rx="12" fill="#8a8f96"/><rect x="-110" y="-105" width="220" height="260" rx="34" fill="#a9d4e6" opacity="0.85"/><rect x="-80" y="-80" width="26" height="190" rx="13" fill="#fff" opacity="0.5"/></g>',
  },
  apparel: {
    background: '#c9a227',
    ink: '#1c2421',
    name: '#1c2421',
    label: 'RIVER RAISIN WEAR',
    icon: '<g transform="translate(400 290)"><path d="M-70,-150 L-190,-95 L-150,-10 L-110,-30 L-110,160 L110,160 L110,-30 L150,-10 L190,-95 L70,-150 C50,-110 -50,-110 -70,-150 Z" fill="#1f5130"/></g>',
  },
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap; long names get a smaller font before they get a fourth line. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function productArtSvg(product: SeedProduct, brand: string): string {
  const look = LOOKS[product.topCategory];
  const long = product.name.length > 36;
  const fontSize = long ? 44 : 56;
  const lines = wrapWords(product.name, long ? 24 : 19).slice(0, 3);
  const font = 'font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif"';
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="400" y="${560 + i * (fontSize + 8)}" font-size="${fontSize}" font-weight="700" ${font} text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${look.background}"/>
<circle cx="400" cy="300" r="240" fill="#ffffff" opacity="0.08"/>
<text x="400" y="70" font-size="26" letter-spacing="6" ${font} text-anchor="middle" fill="${look.ink}">${look.label}</text>
${look.icon}
<g fill="${look.name}">${nameText}</g>
<text x="400" y="${560 + lines.length * (fontSize + 8) + 24}" font-size="32" ${font} text-anchor="middle" fill="${look.ink}">${escapeXml(brand)}</text>
</svg>`;
}
