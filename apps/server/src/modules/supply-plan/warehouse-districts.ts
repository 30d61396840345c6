import { sql, type SQL } from 'drizzle-orm';

// Where WB's warehouses are: the federal district of Russia (its short name, as WB's stocks report writes
// `regionName`), or the country abroad. Source: the city of each warehouse in WB's warehouse list
// (`GET /api/v1/warehouses`, supplies API) put in its federal district by the decree on federal districts
// (Указ Президента РФ от 13.05.2000 № 849, with its amendments); WB's own `regionName` in the stocks report
// agrees for every warehouse the emulator has. A warehouse missing here is placed by the `regionName` WB
// gives its stock (docs/decisions.md, «Supply plan»).

/** District → its warehouses, the first the one a plan ships to when the card has no stock in the district. */
export const DISTRICT_WAREHOUSES: Readonly<Record<string, readonly string[]>> = {
  Центральный: [
    'Коледино',
    'Электросталь',
    'Подольск',
    'Тула',
    'Белая дача',
    'Чехов 1',
    'Рязань (Тюшевское)',
    'Котовск',
    'Владимир',
    'Воронеж',
    'Обухово',
    'Радумля',
  ],
  'Северо-Западный': ['Санкт-Петербург Уткина Заводь', 'СПб Шушары'],
  Приволжский: ['Казань', 'Самара (Новосемейкино)', 'Нижний Новгород', 'Сарапул', 'Пенза'],
  Южный: ['Краснодар', 'Волгоград', 'Краснодар (Тихорецкая)'],
  'Северо-Кавказский': ['Невинномысск'],
  Уральский: ['Екатеринбург - Испытателей 14г', 'Екатеринбург - Перспективный 12/2', 'Сургут', 'Тюмень'],
  Сибирский: ['Новосибирск', 'Красноярск', 'Барнаул', 'Омск'],
  Дальневосточный: ['Хабаровск', 'Владивосток'],
  Беларусь: ['Минск'],
  Казахстан: ['Астана', 'Алматы Атакент'],
  Узбекистан: ['Ташкент'],
  Армения: ['Ереван'],
  Кыргызстан: ['Бишкек'],
};

/** A warehouse's district by its name; undefined for one not in the table. */
export function districtOfWarehouse(name: string): string | undefined {
  return Object.entries(DISTRICT_WAREHOUSES).find(([, names]) => names.includes(name))?.[0];
}

const valuesOf = (rows: [string, string, number][]): SQL =>
  sql.join(
    rows.map(([a, b, n]) => sql`(${a}::text, ${b}::text, ${n}::int)`),
    sql`, `,
  );

/** The table as rows `warehouse_name, district, rank` (0: the district's first warehouse), for `with`. */
export function warehouseDistrictRows(): SQL {
  const rows = Object.entries(DISTRICT_WAREHOUSES).flatMap(([district, names]) =>
    names.map((name, rank): [string, string, number] => [name, district, rank]),
  );
  return sql`select * from (values ${valuesOf(rows)}) as wd(warehouse_name, district, rank)`;
}

/**
 * The buyer's district of an order, as the table names it: the federal district without «федеральный
 * округ» in Russia, the country abroad; null when WB gave neither.
 */
export function buyerDistrict(order: string): SQL {
  const o = sql.raw(order);
  return sql`case when ${o}.country_name = 'Россия' or ${o}.oblast_okrug_name like '% федеральный округ'
      then nullif(replace(${o}.oblast_okrug_name, ' федеральный округ', ''), '')
      else nullif(${o}.country_name, '') end`;
}
