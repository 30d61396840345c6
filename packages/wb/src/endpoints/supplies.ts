import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import { allPages, type WbPage } from '../paging.ts';
import { call, nullableInt, nullableString, optionalDecimal, optionalKopecks, wbTime } from '../schema.ts';

/** An FBW supply (to WB's warehouse). Without a `supplyId` yet, it is known by its `preorderId`. */
export interface FbwSupply {
  supplyId: number | null;
  preorderId: number;
  createDate: Date | null;
  supplyDate: Date | null;
  factDate: Date | null;
  updatedDate: Date | null;
  /** 1 not planned, 2 planned, 3 shipment allowed, 4 acceptance in progress, 5 accepted, 6 shipped at the gate. */
  statusId: number;
  /** 0 virtual, 1/2 boxes, 5 monopallet, 6 supersafe. */
  boxTypeId: number | null;
  isBoxOnPallet: boolean;
}

export interface FbwSupplyDetails {
  statusId: number;
  boxTypeId: number | null;
  createDate: Date | null;
  supplyDate: Date | null;
  factDate: Date | null;
  updatedDate: Date | null;
  warehouseId: number | null;
  warehouseName: string | null;
  actualWarehouseId: number | null;
  actualWarehouseName: string | null;
  acceptanceCostKopecks: number | null;
  paidAcceptanceCoefficient: string | null;
  storageCoef: string | null;
  deliveryCoef: string | null;
  quantity: number;
  acceptedQuantity: number;
  readyForSaleQuantity: number;
  unloadingQuantity: number;
  depersonalizedQuantity: number;
  rejectReason: string | null;
}

export interface FbwSupplyGood {
  barcode: string;
  vendorCode: string;
  nmId: number;
  techSize: string | null;
  color: string | null;
  quantity: number;
  acceptedQuantity: number;
  readyForSaleQuantity: number;
  unloadingQuantity: number;
}

/** A supply is asked for by its supplyId, or by its preorderId while it has none. */
export type FbwSupplyRef = { supplyId: number } | { preorderId: number };

export interface FbwSuppliesFilter {
  dates?: { from: string; till: string; type: 'factDate' | 'createDate' | 'supplyDate' | 'updatedDate' }[];
  statusIds?: number[];
}

const quantity = z.number().int().nullish().transform((v) => v ?? 0);

const supplySchema = z.looseObject({
  supplyID: nullableInt,
  preorderID: z.number().int(),
  createDate: wbTime,
  supplyDate: wbTime,
  factDate: wbTime,
  updatedDate: wbTime,
  statusID: z.number().int(),
  boxTypeID: nullableInt,
  isBoxOnPallet: z.boolean().nullish(),
});

const detailsSchema = z.looseObject({
  statusID: z.number().int(),
  boxTypeID: nullableInt,
  createDate: wbTime,
  supplyDate: wbTime,
  factDate: wbTime,
  updatedDate: wbTime,
  warehouseID: nullableInt,
  warehouseName: nullableString,
  actualWarehouseID: nullableInt,
  actualWarehouseName: nullableString,
  acceptanceCost: optionalKopecks,
  paidAcceptanceCoefficient: optionalDecimal,
  storageCoef: optionalDecimal,
  deliveryCoef: optionalDecimal,
  quantity,
  acceptedQuantity: quantity,
  readyForSaleQuantity: quantity,
  unloadingQuantity: quantity,
  depersonalizedQuantity: quantity,
  rejectReason: nullableString,
});

const goodSchema = z.looseObject({
  barcode: z.string().default(''),
  vendorCode: z.string().default(''),
  nmID: z.number().int(),
  techSize: nullableString,
  color: nullableString,
  quantity,
  acceptedQuantity: quantity,
  readyForSaleQuantity: quantity,
  unloadingQuantity: quantity,
});

const refQuery = (ref: FbwSupplyRef) =>
  'supplyId' in ref ? { id: ref.supplyId, isPreorderID: false } : { id: ref.preorderId, isPreorderID: true };

/** Supplies (FBW): the list, one supply's details and its goods. */
export function suppliesApi(send: WbSend) {
  async function page(filter: FbwSuppliesFilter = {}, offset = 0, limit = 1000): Promise<WbPage<FbwSupply, number>> {
    const rows = await call(
      send,
      {
        host: 'supplies',
        method: 'POST',
        path: '/api/v1/supplies',
        group: 'supplies',
        query: { limit, offset },
        body: { ...(filter.dates ? { dates: filter.dates } : {}), ...(filter.statusIds ? { statusIDs: filter.statusIds } : {}) },
      },
      z.array(supplySchema).nullable(),
    );
    const supplies = (rows ?? []).map(
      (s): FbwSupply => ({
        supplyId: s.supplyID,
        preorderId: s.preorderID,
        createDate: s.createDate,
        supplyDate: s.supplyDate,
        factDate: s.factDate,
        updatedDate: s.updatedDate,
        statusId: s.statusID,
        boxTypeId: s.boxTypeID,
        isBoxOnPallet: s.isBoxOnPallet ?? false,
      }),
    );
    return { items: supplies, next: offset + supplies.length, done: supplies.length < limit };
  }

  async function details(ref: FbwSupplyRef): Promise<FbwSupplyDetails> {
    const { id, isPreorderID } = refQuery(ref);
    const d = await call(
      send,
      { host: 'supplies', method: 'GET', path: `/api/v1/supplies/${id}`, group: 'supplies', query: { isPreorderID } },
      detailsSchema,
    );
    return {
      statusId: d.statusID,
      boxTypeId: d.boxTypeID,
      createDate: d.createDate,
      supplyDate: d.supplyDate,
      factDate: d.factDate,
      updatedDate: d.updatedDate,
      warehouseId: d.warehouseID,
      warehouseName: d.warehouseName,
      actualWarehouseId: d.actualWarehouseID,
      actualWarehouseName: d.actualWarehouseName,
      acceptanceCostKopecks: d.acceptanceCost,
      paidAcceptanceCoefficient: d.paidAcceptanceCoefficient,
      storageCoef: d.storageCoef,
      deliveryCoef: d.deliveryCoef,
      quantity: d.quantity,
      acceptedQuantity: d.acceptedQuantity,
      readyForSaleQuantity: d.readyForSaleQuantity,
      unloadingQuantity: d.unloadingQuantity,
      depersonalizedQuantity: d.depersonalizedQuantity,
      rejectReason: d.rejectReason,
    };
  }

  async function goodsPage(ref: FbwSupplyRef, offset = 0, limit = 1000): Promise<WbPage<FbwSupplyGood, number>> {
    const { id, isPreorderID } = refQuery(ref);
    const rows = await call(
      send,
      {
        host: 'supplies',
        method: 'GET',
        path: `/api/v1/supplies/${id}/goods`,
        group: 'supplies',
        query: { limit, offset, isPreorderID },
      },
      z.array(goodSchema).nullable(),
    );
    const goods = (rows ?? []).map(
      (g): FbwSupplyGood => ({
        barcode: g.barcode,
        vendorCode: g.vendorCode,
        nmId: g.nmID,
        techSize: g.techSize,
        color: g.color,
        quantity: g.quantity,
        acceptedQuantity: g.acceptedQuantity,
        readyForSaleQuantity: g.readyForSaleQuantity,
        unloadingQuantity: g.unloadingQuantity,
      }),
    );
    return { items: goods, next: offset + goods.length, done: goods.length < limit };
  }

  return {
    page,
    pages: (filter: FbwSuppliesFilter = {}, offset = 0, limit = 1000) => allPages(offset, (o) => page(filter, o, limit)),
    details,
    goodsPage,
    goods: (ref: FbwSupplyRef, offset = 0, limit = 1000) => allPages(offset, (o) => goodsPage(ref, o, limit)),
  };
}
