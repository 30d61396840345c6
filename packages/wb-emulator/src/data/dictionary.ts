/** Reference lists the generated seller is built from: a Belarusian clothing and home-textile seller. */

export interface Subject {
  id: number;
  name: string;
  parentId: number;
  parentName: string;
  /** Title stems ("Футболка", "Платье"); the generator adds audience, style and material. */
  stems: readonly string[];
  sized: boolean;
  /** Commission for FBW sales, percent × 100. */
  commissionBp: number;
  /** Price range in rubles. */
  price: readonly [number, number];
  /** Package dimensions in cm and gross weight in grams. */
  box: readonly [number, number, number, number];
  tnved: string;
}

const CLOTHES = { parentId: 479, parentName: 'Одежда' } as const;
const HOME = { parentId: 1087, parentName: 'Домашний текстиль' } as const;

export const SUBJECTS: readonly Subject[] = [
  { id: 192, name: 'Футболки', ...CLOTHES, stems: ['Футболка'], sized: true, commissionBp: 2450, price: [690, 1890], box: [30, 25, 3, 250], tnved: '6109100000' },
  { id: 217, name: 'Лонгсливы', ...CLOTHES, stems: ['Лонгслив'], sized: true, commissionBp: 2450, price: [990, 2490], box: [32, 26, 4, 320], tnved: '6109100000' },
  { id: 69, name: 'Платья', ...CLOTHES, stems: ['Платье', 'Сарафан'], sized: true, commissionBp: 2550, price: [1890, 5490], box: [35, 28, 5, 450], tnved: '6204420000' },
  { id: 1724, name: 'Худи', ...CLOTHES, stems: ['Худи', 'Толстовка'], sized: true, commissionBp: 2450, price: [2290, 4990], box: [38, 30, 8, 700], tnved: '6110201000' },
  { id: 11, name: 'Брюки', ...CLOTHES, stems: ['Брюки', 'Джоггеры'], sized: true, commissionBp: 2450, price: [1590, 3990], box: [35, 28, 5, 550], tnved: '6204620000' },
  { id: 152, name: 'Пижамы', ...CLOTHES, stems: ['Пижама', 'Комплект домашний'], sized: true, commissionBp: 2350, price: [1790, 4290], box: [33, 26, 6, 600], tnved: '6208210000' },
  { id: 98, name: 'Носки', ...CLOTHES, stems: ['Носки', 'Носки набор'], sized: true, commissionBp: 2650, price: [290, 990], box: [20, 12, 3, 120], tnved: '6115950000' },
  { id: 1475, name: 'Халаты домашние', ...CLOTHES, stems: ['Халат'], sized: true, commissionBp: 2350, price: [2490, 5990], box: [40, 30, 10, 1100], tnved: '6208920000' },
  { id: 3103, name: 'Полотенца', ...HOME, stems: ['Полотенце банное', 'Полотенце махровое', 'Набор полотенец'], sized: false, commissionBp: 2150, price: [590, 2990], box: [35, 25, 8, 800], tnved: '6302600000' },
  { id: 1471, name: 'Комплекты постельного белья', ...HOME, stems: ['Постельное белье', 'Комплект постельного белья'], sized: false, commissionBp: 2150, price: [2990, 8990], box: [40, 30, 10, 1800], tnved: '6302210000' },
  { id: 1473, name: 'Пледы', ...HOME, stems: ['Плед', 'Покрывало'], sized: false, commissionBp: 2150, price: [1990, 6990], box: [45, 35, 12, 1500], tnved: '6301400000' },
  { id: 2710, name: 'Скатерти', ...HOME, stems: ['Скатерть льняная', 'Скатерть'], sized: false, commissionBp: 2150, price: [1290, 3990], box: [30, 25, 4, 500], tnved: '6302510000' },
];

export const AUDIENCES = ['женская', 'мужская', 'детская', 'унисекс'] as const;
export const STYLES = ['оверсайз', 'базовая', 'с принтом', 'однотонная', 'классическая', 'свободного кроя', 'приталенная', 'летняя', 'утепленная'] as const;
export const MATERIALS = ['хлопок 100%', 'лен', 'трикотаж', 'футер', 'вискоза', 'муслин', 'махра', 'сатин', 'бязь'] as const;

export const BRANDS = ['Лён да Хлопок', 'Северный Трикотаж', 'Мамина Хата'] as const;

export const COLORS = [
  'белый', 'черный', 'серый меланж', 'бежевый', 'молочный', 'темно-синий', 'оливковый', 'пудровый', 'терракотовый', 'голубой', 'графитовый', 'мятный',
] as const;

export const TAGS = [
  { id: 592569, name: 'Хит', color: 'D1CFD7' },
  { id: 592570, name: 'Новинка', color: 'FEE0E0' },
  { id: 592571, name: 'Распродажа', color: 'ECDAFF' },
  { id: 592572, name: 'Лето', color: 'E4EAFF' },
  { id: 592573, name: 'Подарок', color: 'DEF1DD' },
] as const;

/** Clothing sizes: WB's `techSize` and the Russian size (`wbSize`). */
export const CLOTHING_SIZES = [
  ['XS', '42'],
  ['S', '44'],
  ['M', '46'],
  ['L', '48'],
  ['XL', '50'],
  ['XXL', '52'],
] as const;

export interface WbWarehouse {
  id: number;
  name: string;
  geoName: string;
  russian: boolean;
}

/** WB warehouses where FBW stock sits. */
export const WB_WAREHOUSES: readonly WbWarehouse[] = [
  { id: 507, name: 'Коледино', geoName: 'Центральный федеральный округ', russian: true },
  { id: 117986, name: 'Казань', geoName: 'Приволжский федеральный округ', russian: true },
  { id: 120762, name: 'Электросталь', geoName: 'Центральный федеральный округ', russian: true },
  { id: 130744, name: 'Краснодар', geoName: 'Южный федеральный округ', russian: true },
  { id: 1733, name: 'Екатеринбург - Испытателей 14г', geoName: 'Уральский федеральный округ', russian: true },
  { id: 2737, name: 'Санкт-Петербург Уткина Заводь', geoName: 'Северо-Западный федеральный округ', russian: true },
  { id: 686, name: 'Новосибирск', geoName: 'Сибирский федеральный округ', russian: true },
  { id: 204939, name: 'Минск', geoName: 'Беларусь', russian: false },
  { id: 218987, name: 'Астана', geoName: 'Казахстан', russian: false },
  { id: 205228, name: 'Ташкент', geoName: 'Узбекистан', russian: false },
];

/** The seller's own FBS warehouse. */
export const SELLER_WAREHOUSE = { id: 1012345, name: 'Склад продавца Минск' } as const;

export interface BuyerRegion {
  country: string;
  okrug: string;
  region: string;
  weight: number;
  /** Pickup point shown in the finance report. */
  office: { id: number; name: string };
  latitude: number;
  longitude: number;
}

export const BUYER_REGIONS: readonly BuyerRegion[] = [
  { country: 'Россия', okrug: 'Центральный федеральный округ', region: 'Москва', weight: 22, office: { id: 105383, name: 'Москва Москва Очаковское шоссе 6к2' }, latitude: 55.6842, longitude: 37.4437 },
  { country: 'Россия', okrug: 'Центральный федеральный округ', region: 'Московская область', weight: 12, office: { id: 119204, name: 'Московская область Подольск ул. Кирова 38' }, latitude: 55.4312, longitude: 37.5446 },
  { country: 'Россия', okrug: 'Северо-Западный федеральный округ', region: 'Санкт-Петербург', weight: 10, office: { id: 142310, name: 'Санкт-Петербург пр. Просвещения 46' }, latitude: 60.0505, longitude: 30.3591 },
  { country: 'Россия', okrug: 'Приволжский федеральный округ', region: 'Республика Татарстан', weight: 7, office: { id: 160555, name: 'Казань ул. Чистопольская 20' }, latitude: 55.8201, longitude: 49.1119 },
  { country: 'Россия', okrug: 'Южный федеральный округ', region: 'Краснодарский край', weight: 7, office: { id: 171422, name: 'Краснодар ул. Красная 176' }, latitude: 45.0448, longitude: 38.976 },
  { country: 'Россия', okrug: 'Уральский федеральный округ', region: 'Свердловская область', weight: 6, office: { id: 180071, name: 'Екатеринбург ул. Малышева 51' }, latitude: 56.8389, longitude: 60.6057 },
  { country: 'Россия', okrug: 'Сибирский федеральный округ', region: 'Новосибирская область', weight: 6, office: { id: 190333, name: 'Новосибирск Красный пр. 101' }, latitude: 55.0415, longitude: 82.9346 },
  { country: 'Беларусь', okrug: 'Минская область', region: 'Минск', weight: 18, office: { id: 210045, name: 'Минск пр. Независимости 117' }, latitude: 53.9272, longitude: 27.6307 },
  { country: 'Беларусь', okrug: 'Гомельская область', region: 'Гомель', weight: 5, office: { id: 210311, name: 'Гомель ул. Советская 97' }, latitude: 52.4345, longitude: 30.9754 },
  { country: 'Беларусь', okrug: 'Брестская область', region: 'Брест', weight: 3, office: { id: 210422, name: 'Брест ул. Московская 210' }, latitude: 52.0976, longitude: 23.7341 },
  { country: 'Казахстан', okrug: 'Алматинская область', region: 'Алматы', weight: 4, office: { id: 230120, name: 'Алматы пр. Абая 150' }, latitude: 43.2389, longitude: 76.8897 },
];

/** Search phrases (search clusters) are built from these words plus the card's own title. */
export const SEARCH_WORDS = ['купить', 'недорого', 'большой размер', 'хлопок', 'подарок', 'новинка', 'для дома', 'белорусский', 'распродажа', 'оригинал'] as const;

export const FINANCE_PENALTIES = [
  'Штраф МП. Невыполненный заказ (отмена клиентом после недовоза)',
  'Штраф за занижение фактических габаритов упаковки товара',
  'Штраф за подмену товара',
] as const;
