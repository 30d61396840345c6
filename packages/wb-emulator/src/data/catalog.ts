import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import { AUDIENCES, BRANDS, CLOTHING_SIZES, COLORS, MATERIALS, STYLES, SUBJECTS, TAGS, type Subject } from './dictionary.ts';

export interface CardSize {
  chrtID: number;
  techSize: string;
  wbSize: string;
  barcode: string;
  /** Own price of the size in rubles when the card has `editableSizePrice`. */
  price: number;
}

export interface Card {
  nmID: number;
  imtID: number;
  nmUUID: string;
  subject: Subject;
  vendorCode: string;
  brand: string;
  title: string;
  description: string;
  color: string;
  photoCount: number;
  dimensions: { length: number; width: number; height: number; weightBrutto: number; isValid: boolean };
  sizes: CardSize[];
  tagIds: number[];
  createdAt: number;
  updatedAt: number;
  /** Price in whole rubles before the seller's discount. */
  price: number;
  discount: number;
  clubDiscount: number;
  editableSizePrice: boolean;
  /** Relative share of orders. */
  popularity: number;
  /** Volume of the package in litres × 1000 (for logistics and storage tariffs). */
  volumeMl: number;
}

const BASE_CARDS = 320;

/** The seller's product cards: 320 × scale, grouped by imtID into colour variants. */
export function generateCards(seed: number, scale: number, startMs: number, endMs: number): Card[] {
  const rnd = new Random(seed, 1);
  const count = Math.max(1, Math.round(BASE_CARDS * scale));
  const cards: Card[] = [];
  let chrt = 300_000_000 + rnd.int(0, 999_999);
  let imtID = 110_000_000 + rnd.int(0, 999_999);
  let nm = 150_000_000 + rnd.int(0, 9_999_999);
  let model = 0;
  while (cards.length < count) {
    // One model, one to three colours: each colour is its own card with a shared imtID.
    model += 1;
    imtID += rnd.int(1, 40);
    const subject = rnd.pick(SUBJECTS);
    const stem = rnd.pick(subject.stems);
    const audience = subject.sized ? rnd.pick(AUDIENCES) : '';
    const style = rnd.pick(STYLES);
    const material = rnd.pick(MATERIALS);
    const brand = rnd.weighted(BRANDS.map((b, i) => [b, 3 - i] as const));
    const price = roundPrice(rnd.int(subject.price[0], subject.price[1]));
    const colors = rnd.sample(COLORS, rnd.weighted([[1, 5], [2, 3], [3, 2]] as const));
    const popularity = rnd.next() ** 3 * 10 + 0.05;
    for (const color of colors) {
      if (cards.length >= count) break;
      nm += rnd.int(1, 9_000);
      const createdAt = startMs - rnd.int(30, 500) * DAY_MS + rnd.int(0, DAY_MS - 1);
      const updatedAt = Math.max(createdAt, endMs - rnd.int(1, 360) * DAY_MS + rnd.int(0, DAY_MS - 1));
      const [l, w, h, grams] = subject.box;
      const sizes = subject.sized
        ? CLOTHING_SIZES.slice(rnd.int(0, 1), rnd.int(4, 6)).map(([techSize, wbSize]) => ({ techSize, wbSize }))
        : [{ techSize: '0', wbSize: '' }];
      const editableSizePrice = subject.sized && rnd.chance(0.1);
      cards.push({
        nmID: nm,
        imtID,
        nmUUID: rnd.uuid(),
        subject,
        vendorCode: `${brandCode(brand)}-${String(model).padStart(4, '0')}-${colorCode(color)}`,
        brand,
        title: [stem, audience, style, material].filter(Boolean).join(' '),
        description: `${stem} ${audience ? `${audience} ` : ''}из материала «${material}», цвет ${color}. Производство Беларусь.`,
        color,
        photoCount: rnd.chance(0.04) ? 0 : rnd.int(1, 6),
        dimensions: {
          length: l + rnd.int(-2, 2),
          width: w + rnd.int(-2, 2),
          height: h + rnd.int(0, 2),
          weightBrutto: Math.round(grams * (0.9 + rnd.next() * 0.2)) / 1000,
          isValid: !rnd.chance(0.08),
        },
        sizes: sizes.map((s, i) => ({
          chrtID: (chrt += rnd.int(1, 50)),
          techSize: s.techSize,
          wbSize: s.wbSize,
          barcode: `20${rnd.digits(11)}`,
          price: editableSizePrice ? price + i * 100 : price,
        })),
        tagIds: rnd.sample(TAGS, rnd.weighted([[0, 4], [1, 3], [2, 1]] as const)).map((t) => t.id),
        createdAt,
        updatedAt,
        price,
        discount: rnd.weighted([[0, 2], [10, 2], [20, 3], [30, 3], [45, 2], [60, 1]] as const),
        clubDiscount: rnd.weighted([[0, 3], [3, 1], [5, 2]] as const),
        editableSizePrice,
        popularity,
        volumeMl: l * w * h,
      });
    }
  }
  return cards;
}

function roundPrice(rubles: number): number {
  return Math.max(90, Math.round(rubles / 100) * 100 - 10);
}

function brandCode(brand: string): string {
  return { 'Лён да Хлопок': 'LH', 'Северный Трикотаж': 'ST', 'Мамина Хата': 'MH' }[brand] ?? 'XX';
}

function colorCode(color: string): string {
  return String(COLORS.indexOf(color as (typeof COLORS)[number]) + 1).padStart(2, '0');
}

/** Price after the seller's discount, in kopecks. */
export function discountedKopecks(priceRubles: number, discount: number): number {
  return Math.round((priceRubles * 100 * (100 - discount)) / 100);
}
