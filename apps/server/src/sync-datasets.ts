// Every WB dataset's ingest, each registered with the sync engine by its module when imported here.
import './modules/cards/cards.sync.ts';
import './modules/tariffs/tariffs.sync.ts';
import './modules/orders/orders.sync.ts';
import './modules/sales/sales.sync.ts';
import './modules/reports/reports.sync.ts';
import './modules/fbs/fbs.sync.ts';
import './modules/fbo/fbo.sync.ts';
import './modules/adverts/adverts.sync.ts';
import './modules/storage/storage.sync.ts';
import './modules/stocks/stocks.sync.ts';
import './modules/promotions/promotions.sync.ts';
