// Draws the exercise library's illustrations (api/assets/exercises/<slug>.svg): one simple line figure per
// exercise, in the site's teal (the figure) and amber (the movement arrow), on a 120 × 100 view box. They are
// ours (drawn for PhysioCare, no third-party artwork). Run `node scripts/draw-exercises.mjs` after changing a pose.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'assets', 'exercises');
const TEAL = '#0f766e';
const AMBER = '#b45309';
const GREY = '#6b7b78';

const pts = (...p) => p.map(([x, y]) => `${x},${y}`).join(' ');
const line = (p, extra = '') => `<polyline points="${pts(...p)}"${extra}/>`;

/** A figure: head centre, shoulders, hips; near and far arms (elbow, hand) and legs (knee, foot). */
function figure({ head, sh, hip, arms, legs }) {
  const [nearArm, farArm] = arms;
  const [nearLeg, farLeg] = legs;
  const far = [farArm && line([sh, ...farArm]), farLeg && line([hip, ...farLeg])].filter(Boolean).join('');
  return (
    (far ? `<g opacity=".45">${far}</g>` : '') +
    `<circle cx="${head[0]}" cy="${head[1]}" r="7"/>` +
    line([sh, hip]) +
    line([sh, ...nearArm]) +
    line([hip, ...nearLeg])
  );
}

const PROPS = {
  floor: `<line x1="4" y1="96" x2="116" y2="96"/>`,
  mat: `<line x1="4" y1="96" x2="116" y2="96"/><rect x="10" y="92" width="100" height="4" rx="2"/>`,
  chair: `<polyline points="42,70 42,96"/><polyline points="42,70 72,70 72,96"/><polyline points="42,70 42,40"/><line x1="4" y1="96" x2="116" y2="96"/>`,
  wall: `<line x1="100" y1="4" x2="100" y2="96"/><line x1="4" y1="96" x2="116" y2="96"/>`,
  wallLeft: `<line x1="20" y1="4" x2="20" y2="96"/><line x1="4" y1="96" x2="116" y2="96"/>`,
  step: `<polyline points="4,96 60,96 60,84 116,84"/>`,
  door: `<line x1="60" y1="4" x2="60" y2="96"/><line x1="4" y1="96" x2="116" y2="96"/>`,
  table: `<polyline points="4,62 70,62"/><polyline points="66,62 66,96"/><line x1="4" y1="96" x2="116" y2="96"/>`,
};

/** A movement arrow along a quadratic curve from a to b bending through c. */
function arrow(from, via, to) {
  const [a, c, b] = [from, via, to].map((p) => p.split(',').map(Number));
  const ang = Math.atan2(b[1] - c[1], b[0] - c[0]);
  const h = (d) =>
    [b[0] - 6 * Math.cos(ang + d), b[1] - 6 * Math.sin(ang + d)].map((v) => v.toFixed(1)).join(',');
  return `<path d="M${a} Q${c} ${b}"/><polyline points="${h(0.5)} ${b} ${h(-0.5)}"/>`;
}

// Base poses, facing right.
const stand = () => ({
  head: [60, 14],
  sh: [60, 24],
  hip: [60, 56],
  arms: [
    [
      [62, 40],
      [64, 54],
    ],
    [
      [58, 40],
      [56, 54],
    ],
  ],
  legs: [
    [
      [62, 76],
      [62, 96],
    ],
    [
      [58, 76],
      [58, 96],
    ],
  ],
});
const sit = () => ({
  head: [50, 30],
  sh: [50, 40],
  hip: [50, 68],
  arms: [
    [
      [56, 54],
      [64, 62],
    ],
    null,
  ],
  legs: [
    [
      [74, 68],
      [74, 96],
    ],
    [
      [72, 68],
      [72, 96],
    ],
  ],
});
const supine = () => ({
  head: [16, 86],
  sh: [26, 90],
  hip: [60, 90],
  arms: [
    [
      [42, 92],
      [54, 92],
    ],
    null,
  ],
  legs: [
    [
      [82, 90],
      [104, 90],
    ],
    null,
  ],
});
const hooklying = () => ({
  ...supine(),
  legs: [
    [
      [76, 74],
      [90, 92],
    ],
    [
      [78, 74],
      [94, 92],
    ],
  ],
});
const prone = () => ({
  head: [16, 84],
  sh: [26, 90],
  hip: [60, 90],
  arms: [
    [
      [26, 92],
      [40, 92],
    ],
    null,
  ],
  legs: [
    [
      [82, 91],
      [104, 90],
    ],
    null,
  ],
});
const sidelying = () => ({
  head: [16, 84],
  sh: [26, 90],
  hip: [60, 90],
  arms: [
    [
      [36, 80],
      [48, 86],
    ],
    null,
  ],
  legs: [
    [
      [72, 80],
      [86, 90],
    ],
    [
      [74, 82],
      [90, 92],
    ],
  ],
});
const fours = () => ({
  head: [22, 48],
  sh: [32, 56],
  hip: [72, 56],
  arms: [
    [
      [32, 76],
      [32, 96],
    ],
    null,
  ],
  legs: [
    [
      [72, 76],
      [92, 96],
    ],
    null,
  ],
});

const P = {
  'chin-tuck': [{ ...sit(), head: [47, 30] }, 'chair', arrow('58,22', '54,20', '48,20')],
  'neck-rotation': [sit(), 'chair', arrow('40,20', '50,12', '60,20')],
  'neck-side-bend': [{ ...stand(), head: [66, 16] }, 'floor', arrow('58,4', '66,4', '72,10')],
  'upper-trapezius-stretch': [
    {
      ...stand(),
      head: [66, 17],
      arms: [
        [
          [70, 8],
          [70, 14],
        ],
        [
          [58, 40],
          [56, 54],
        ],
      ],
    },
    'floor',
    arrow('78,20', '80,12', '74,6'),
  ],
  'levator-scapulae-stretch': [
    {
      ...sit(),
      head: [54, 33],
      arms: [
        [
          [56, 26],
          [54, 30],
        ],
        null,
      ],
    },
    'chair',
    arrow('64,24', '64,34', '58,40'),
  ],
  pendulum: [
    {
      head: [40, 30],
      sh: [46, 40],
      hip: [74, 48],
      arms: [
        [
          [47, 56],
          [48, 72],
        ],
        [
          [40, 50],
          [30, 60],
        ],
      ],
      legs: [
        [
          [76, 72],
          [82, 96],
        ],
        [
          [72, 72],
          [70, 96],
        ],
      ],
    },
    'table',
    arrow('38,80', '48,88', '58,80'),
  ],
  'wall-slide': [
    {
      ...stand(),
      head: [80, 14],
      sh: [80, 24],
      hip: [80, 56],
      arms: [
        [
          [90, 16],
          [98, 4],
        ],
        null,
      ],
      legs: [
        [
          [80, 76],
          [80, 96],
        ],
        null,
      ],
    },
    'wall',
    arrow('106,50', '110,30', '106,10'),
  ],
  'shoulder-external-rotation': [
    {
      ...stand(),
      arms: [
        [
          [62, 40],
          [80, 40],
        ],
        null,
      ],
    },
    'floor',
    arrow('84,48', '90,42', '84,32') + '<line x1="80" y1="40" x2="112" y2="40" stroke-dasharray="3 3"/>',
  ],
  'scapular-squeeze': [
    {
      ...stand(),
      arms: [
        [
          [52, 40],
          [62, 48],
        ],
        [
          [48, 38],
          [58, 46],
        ],
      ],
    },
    'floor',
    arrow('36,30', '42,24', '48,30'),
  ],
  'doorway-chest-stretch': [
    {
      ...stand(),
      head: [52, 14],
      sh: [52, 24],
      hip: [50, 56],
      arms: [
        [
          [64, 24],
          [64, 10],
        ],
        null,
      ],
      legs: [
        [
          [54, 76],
          [58, 96],
        ],
        [
          [46, 76],
          [42, 96],
        ],
      ],
    },
    'door',
    arrow('40,30', '50,26', '58,32'),
  ],
  'cross-body-stretch': [
    {
      ...stand(),
      arms: [
        [
          [72, 28],
          [50, 28],
        ],
        [
          [58, 34],
          [62, 30],
        ],
      ],
    },
    'floor',
    arrow('80,22', '66,16', '52,20'),
  ],
  'cat-camel': [
    { ...fours(), sh: [32, 56], hip: [72, 56] },
    'floor',
    `<path d="M32,56 Q52,40 72,56"/>` + arrow('48,30', '52,26', '56,30'),
  ],
  'knee-to-chest': [
    {
      ...supine(),
      legs: [
        [
          [66, 70],
          [78, 80],
        ],
        [
          [82, 90],
          [104, 90],
        ],
      ],
      arms: [
        [
          [50, 80],
          [66, 72],
        ],
        null,
      ],
    },
    'mat',
    arrow('92,76', '86,64', '76,62'),
  ],
  'pelvic-tilt': [hooklying(), 'mat', arrow('54,76', '60,70', '66,76')],
  bridge: [
    {
      ...hooklying(),
      hip: [64, 76],
      legs: [
        [
          [80, 72],
          [90, 92],
        ],
        null,
      ],
    },
    'mat',
    arrow('60,92', '56,84', '60,70'),
  ],
  'prone-press-up': [
    {
      ...prone(),
      head: [20, 56],
      sh: [28, 66],
      hip: [64, 88],
      arms: [
        [
          [26, 80],
          [32, 92],
        ],
        null,
      ],
      legs: [
        [
          [86, 90],
          [108, 90],
        ],
        null,
      ],
    },
    'mat',
    arrow('14,80', '10,70', '14,60'),
  ],
  'bird-dog': [
    {
      ...fours(),
      arms: [
        [
          [18, 52],
          [4, 48],
        ],
        [
          [32, 76],
          [32, 96],
        ],
      ],
      legs: [
        [
          [88, 54],
          [108, 52],
        ],
        [
          [72, 76],
          [92, 96],
        ],
      ],
    },
    'floor',
    arrow('96,40', '104,38', '112,42'),
  ],
  'lower-trunk-rotation': [
    {
      ...hooklying(),
      legs: [
        [
          [80, 80],
          [96, 94],
        ],
        [
          [82, 82],
          [100, 94],
        ],
      ],
    },
    'mat',
    arrow('70,66', '80,62', '90,70'),
  ],
  clamshell: [
    {
      ...sidelying(),
      legs: [
        [
          [72, 70],
          [86, 90],
        ],
        [
          [74, 84],
          [90, 92],
        ],
      ],
    },
    'mat',
    arrow('74,84', '70,76', '72,70'),
  ],
  'side-lying-leg-raise': [
    {
      ...sidelying(),
      legs: [
        [
          [80, 80],
          [104, 72],
        ],
        [
          [82, 90],
          [106, 92],
        ],
      ],
    },
    'mat',
    arrow('108,88', '112,80', '108,72'),
  ],
  'hip-flexor-stretch': [
    {
      head: [56, 20],
      sh: [56, 30],
      hip: [58, 62],
      arms: [
        [
          [60, 46],
          [62, 60],
        ],
        null,
      ],
      legs: [
        [
          [80, 64],
          [80, 96],
        ],
        [
          [46, 96],
          [28, 96],
        ],
      ],
    },
    'floor',
    arrow('64,70', '70,66', '76,70'),
  ],
  'standing-hip-extension': [
    {
      ...stand(),
      head: [56, 14],
      sh: [56, 24],
      hip: [58, 56],
      arms: [
        [
          [66, 36],
          [78, 34],
        ],
        null,
      ],
      legs: [
        [
          [56, 76],
          [58, 96],
        ],
        [
          [48, 74],
          [38, 90],
        ],
      ],
    },
    'wall',
    arrow('34,80', '30,86', '32,94'),
  ],
  'quad-set': [
    { ...supine(), head: [20, 76], sh: [26, 82] },
    'mat',
    `<circle cx="90" cy="90" r="5" fill="none"/>` + arrow('76,78', '80,84', '82,88'),
  ],
  'straight-leg-raise': [
    {
      ...supine(),
      legs: [
        [
          [82, 80],
          [102, 68],
        ],
        [
          [78, 74],
          [90, 92],
        ],
      ],
    },
    'mat',
    arrow('108,84', '112,76', '106,66'),
  ],
  'heel-slide': [hooklying(), 'mat', arrow('106,86', '100,82', '94,86')],
  'sit-to-stand': [
    {
      head: [54, 26],
      sh: [52, 36],
      hip: [48, 64],
      arms: [
        [
          [62, 44],
          [72, 44],
        ],
        null,
      ],
      legs: [
        [
          [70, 66],
          [70, 96],
        ],
        null,
      ],
    },
    'chair',
    arrow('36,56', '36,40', '42,30'),
  ],
  'step-up': [
    {
      ...stand(),
      head: [64, 10],
      sh: [64, 20],
      hip: [64, 52],
      legs: [
        [
          [76, 66],
          [76, 84],
        ],
        [
          [62, 74],
          [58, 96],
        ],
      ],
    },
    'step',
    arrow('50,70', '50,56', '56,48'),
  ],
  'wall-squat': [
    {
      head: [82, 28],
      sh: [84, 38],
      hip: [88, 66],
      arms: [
        [
          [78, 52],
          [74, 62],
        ],
        null,
      ],
      legs: [
        [
          [64, 66],
          [64, 96],
        ],
        null,
      ],
    },
    'wall',
    arrow('104,32', '108,44', '104,56').replace(/104/g, '112').replace(/108/g, '116'),
  ],
  'hamstring-stretch': [
    {
      ...sit(),
      head: [62, 34],
      sh: [58, 42],
      legs: [
        [
          [86, 66],
          [100, 64],
        ],
        [
          [74, 68],
          [74, 96],
        ],
      ],
      arms: [
        [
          [72, 54],
          [86, 60],
        ],
        null,
      ],
    },
    'chair',
    arrow('56,24', '64,22', '70,28'),
  ],
  'ankle-pumps': [
    {
      ...supine(),
      legs: [
        [
          [82, 90],
          [100, 90],
        ],
        null,
      ],
    },
    'mat',
    `<polyline points="100,90 102,80"/>` + arrow('110,78', '114,86', '110,92'),
  ],
  'ankle-alphabet': [
    {
      ...sit(),
      legs: [
        [
          [78, 66],
          [98, 78],
        ],
        [
          [72, 68],
          [72, 96],
        ],
      ],
    },
    'chair',
    `<circle cx="104" cy="78" r="8" fill="none" stroke-dasharray="3 3"/>`,
  ],
  'calf-raise': [
    {
      ...stand(),
      head: [60, 10],
      sh: [60, 20],
      hip: [60, 52],
      legs: [
        [
          [62, 72],
          [62, 90],
        ],
        [
          [58, 72],
          [58, 90],
        ],
      ],
      arms: [
        [
          [72, 34],
          [84, 38],
        ],
        null,
      ],
    },
    'floor',
    `<polyline points="62,90 68,96"/>` + arrow('44,92', '40,84', '44,76'),
  ],
  'calf-stretch': [
    {
      head: [80, 16],
      sh: [76, 26],
      hip: [62, 56],
      arms: [
        [
          [88, 24],
          [98, 24],
        ],
        null,
      ],
      legs: [
        [
          [74, 74],
          [76, 96],
        ],
        [
          [48, 76],
          [34, 96],
        ],
      ],
    },
    'wall',
    arrow('28,80', '24,86', '28,92'),
  ],
  'single-leg-stand': [
    {
      ...stand(),
      arms: [
        [
          [72, 38],
          [84, 36],
        ],
        [
          [48, 38],
          [36, 36],
        ],
      ],
      legs: [
        [
          [60, 76],
          [60, 96],
        ],
        [
          [70, 70],
          [64, 82],
        ],
      ],
    },
    'floor',
    '',
  ],
  'tandem-stance': [
    {
      ...stand(),
      legs: [
        [
          [62, 76],
          [66, 96],
        ],
        [
          [58, 76],
          [54, 96],
        ],
      ],
      arms: [
        [
          [72, 38],
          [82, 42],
        ],
        [
          [48, 38],
          [38, 42],
        ],
      ],
    },
    'floor',
    `<line x1="50" y1="100" x2="72" y2="100" stroke-dasharray="2 2"/>`,
  ],
  'heel-to-toe-walk': [
    {
      ...stand(),
      legs: [
        [
          [66, 76],
          [72, 96],
        ],
        [
          [56, 76],
          [52, 96],
        ],
      ],
      arms: [
        [
          [72, 38],
          [82, 42],
        ],
        [
          [48, 38],
          [38, 42],
        ],
      ],
    },
    'floor',
    arrow('82,88', '96,80', '110,88'),
  ],
  'weight-shift': [
    {
      ...stand(),
      hip: [62, 56],
      legs: [
        [
          [66, 76],
          [70, 96],
        ],
        [
          [58, 76],
          [50, 96],
        ],
      ],
    },
    'floor',
    arrow('40,66', '60,58', '80,66'),
  ],
};

export function draw(slug) {
  const [pose, prop, extra] = P[slug];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 100" role="img">` +
    `<g fill="none" stroke="${GREY}" stroke-width="2" stroke-linecap="round">${PROPS[prop]}</g>` +
    `<g fill="none" stroke="${TEAL}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${figure(pose)}</g>` +
    `<g fill="none" stroke="${AMBER}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${extra}</g>` +
    `</svg>\n`
  );
}

export const SLUGS = Object.keys(P);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(out, { recursive: true });
  for (const slug of SLUGS) fs.writeFileSync(path.join(out, `${slug}.svg`), draw(slug));
  console.log(`${SLUGS.length} illustrations in ${path.relative(process.cwd(), out)}`);
}
