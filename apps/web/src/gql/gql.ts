/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Adverts($from: Date!, $to: Date!) {\n    adverts {\n      advertId\n      name\n      status\n      type\n      bidType\n      paymentType\n      createTime\n      startTime\n      endTime\n      changeTime\n      dailyBudget\n      dailyBudgetMissing\n      budget\n      nms {\n        nm\n        vendorCode\n        url\n      }\n    }\n    advertSpends(from: $from, to: $to) {\n      advertId\n      views\n      clicks\n      orders\n      spend\n    }\n  }\n": typeof types.AdvertsDocument,
    "\n  query Advert($advertId: Int!, $from: Date!, $to: Date!) {\n    advert(advertId: $advertId, from: $from, to: $to) {\n      info {\n        advertId\n        name\n        status\n        type\n        bidType\n        paymentType\n        startTime\n        dailyBudget\n        dailyBudgetMissing\n        nms {\n          nm\n          vendorCode\n          url\n        }\n      }\n      budget\n      stat {\n        date\n        views\n        clicks\n        ctr\n        sum\n        orders\n      }\n      clusters {\n        clusters {\n          cluster\n          count\n          views\n          clicks\n          ctr\n          spend\n          orders\n          products\n        }\n        excluded\n      }\n    }\n    advertActions(advertId: $advertId) {\n      id\n      action\n      phrases\n      outcome\n      wbAnswer\n      createdAt\n      who\n      undoable\n    }\n  }\n": typeof types.AdvertDocument,
    "\n  mutation ExcludePhrases($advertId: Int!, $phrases: [String!]!) {\n    excludePhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n": typeof types.ExcludePhrasesDocument,
    "\n  mutation RestoreExcludedPhrases($advertId: Int!, $phrases: [String!]!) {\n    restoreExcludedPhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n": typeof types.RestoreExcludedPhrasesDocument,
    "\n  mutation UndoExcludePhrases($actionId: ID!) {\n    undoExcludePhrases(actionId: $actionId) {\n      id\n      message\n    }\n  }\n": typeof types.UndoExcludePhrasesDocument,
    "\n  mutation ChangeAdvertActivity($advertId: Int!, $type: String!) {\n    changeAdvertActivity(advertId: $advertId, type: $type) {\n      id\n      message\n    }\n  }\n": typeof types.ChangeAdvertActivityDocument,
    "\n  mutation StopAdvert($advertId: Int!) {\n    stopAdvert(advertId: $advertId) {\n      id\n      message\n    }\n  }\n": typeof types.StopAdvertDocument,
    "\n  query Auth($token: String!, $companyId: ID) {\n    auth(token: $token, companyId: $companyId)\n  }\n": typeof types.AuthDocument,
    "\n  query Cards {\n    cards {\n      nmID\n      vendorCode\n      subjectID\n      subjectName\n      brand\n      title\n      photo\n      capacity\n      dimensions {\n        length\n        width\n        height\n        weight\n        isValid\n      }\n      sizes {\n        chrtID\n        techSize\n        wbSize\n        price\n        discountedPrice\n        discount\n        skus\n      }\n      tags {\n        id\n        name\n        color\n      }\n      firstPrice\n      titleForTn\n      returnPercent\n      defectPercent\n      fbsCommission\n      fboCommission\n      wbFbsCommission\n      wbFboCommission\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CardsDocument,
    "\n  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {\n    setCardSettings(cardId: $cardId, data: $data) {\n      id\n      message\n    }\n  }\n": typeof types.SetCardSettingsDocument,
    "\n  query CardSettingsHistory($cardId: ID!) {\n    cardSettingsHistory(cardId: $cardId) {\n      id\n      field\n      fieldLabel\n      oldValue\n      newValue\n      changedAt\n      changedBy\n    }\n  }\n": typeof types.CardSettingsHistoryDocument,
    "\n  query CardSettingsTemplate {\n    cardSettingsTemplate {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.CardSettingsTemplateDocument,
    "\n  mutation ImportCardSettings($file: File!) {\n    importCardSettings(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": typeof types.ImportCardSettingsDocument,
    "\n  query Company {\n    company {\n      id\n      shortName\n      fullName\n      address\n      generalManager\n      shopName\n      currentAccount\n      created_at\n      updated_at\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  mutation UpdateCompany($data: CompanyInput!) {\n    updateCompany(data: $data) {\n      id\n      message\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query CompanyUsers {\n    companyUsers {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  query CompanyInvites {\n    companyInvites {\n      id\n      email\n      createdAt\n    }\n  }\n": typeof types.CompanyInvitesDocument,
    "\n  mutation Invite($email: String!) {\n    invite(email: $email) {\n      id\n      message\n    }\n  }\n": typeof types.InviteDocument,
    "\n  mutation RevokeInvite($inviteId: ID!) {\n    revokeInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n": typeof types.RevokeInviteDocument,
    "\n  query CompanyWbTokens {\n    companyWbTokens {\n      kind\n      isSet\n      masked\n      expiresAt\n      updatedAt\n    }\n  }\n": typeof types.CompanyWbTokensDocument,
    "\n  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {\n    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {\n      id\n      message\n    }\n  }\n": typeof types.SetCompanyWbTokensDocument,
    "\n  mutation ClearCompanyWbToken($kind: WbTokenKind!) {\n    clearCompanyWbToken(kind: $kind) {\n      id\n      message\n    }\n  }\n": typeof types.ClearCompanyWbTokenDocument,
    "\n  query CheckWbTokens($tokensData: [String!]!) {\n    checkWbTokens(tokensData: $tokensData) {\n      token\n      tokenType\n      exp\n      methods\n      isReading\n      valid\n      problems\n    }\n  }\n": typeof types.CheckWbTokensDocument,
    "\n  query CheckWbTokenLive($tokenData: String!) {\n    checkWbTokenLive(tokenData: $tokenData) {\n      live\n      message\n      sellerName\n      sameSeller\n    }\n  }\n": typeof types.CheckWbTokenLiveDocument,
    "\n  query FboIncomes($from: Date!) {\n    fboIncomes(from: $from) {\n      incomeId\n      date\n      dateClose\n      warehouseName\n      status\n      totalQuantity\n      savedQuantity\n      items {\n        supplierArticle\n        techSize\n        barcode\n        quantity\n        totalPrice\n        nmId\n        shks {\n          shk_id\n          firstPrice\n        }\n      }\n    }\n  }\n": typeof types.FboIncomesDocument,
    "\n  mutation ImportFboIncome($incomeId: ID!, $date: Date!, $file: File!) {\n    importFboIncome(incomeId: $incomeId, date: $date, file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": typeof types.ImportFboIncomeDocument,
    "\n  query FboIncomeTemplate {\n    unitImportTemplate(kind: FBO_INCOME) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.FboIncomeTemplateDocument,
    "\n  query MpSupplies($page: Int!, $pageSize: Int!) {\n    mpSupplies(page: $page, pageSize: $pageSize) {\n      totalCount\n      data {\n        id\n        name\n        done\n        createdAt\n        closedAt\n        scanDt\n        cargoType\n        unitCount\n        savedCount\n        isSaved\n        sumPrice\n      }\n    }\n  }\n": typeof types.MpSuppliesDocument,
    "\n  query MpSupplyOrders($supplyId: String!) {\n    mpSupplyOrders(supplyId: $supplyId) {\n      id\n      supplyId\n      rid\n      shk_id\n      article\n      titleForTn\n      title\n      createdAt\n      nmId\n      wbStatus\n      supplierStatus\n      capacity\n      weight\n      firstPrice\n      size\n      isSaved\n    }\n  }\n": typeof types.MpSupplyOrdersDocument,
    "\n  mutation ImportMpSupply($file: File!) {\n    importMpSupply(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": typeof types.ImportMpSupplyDocument,
    "\n  query MpSupplyTemplate {\n    unitImportTemplate(kind: MP_SUPPLY) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.MpSupplyTemplateDocument,
    "\n  query MyInvites {\n    myInvites {\n      id\n      companyName\n      createdAt\n    }\n  }\n": typeof types.MyInvitesDocument,
    "\n  mutation AcceptInvite($inviteId: ID!) {\n    acceptInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  query OrdersPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    ordersPage(period: $period, query: $query) {\n      totalCount\n      items {\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        discountPercent\n        spp\n        priceWithDisc\n        finishedPrice\n        isCancel\n        cancelDate\n      }\n    }\n  }\n": typeof types.OrdersPageDocument,
    "\n  query SalesPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    salesPage(period: $period, query: $query) {\n      totalCount\n      items {\n        saleID\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        priceWithDisc\n        finishedPrice\n        forPay\n      }\n    }\n  }\n": typeof types.SalesPageDocument,
    "\n  query StatisticsByDay($period: StatisticsPeriod!) {\n    statisticsByDay(period: $period) {\n      day\n      orders\n      ordersSum\n      cancellations\n      cancellationsSum\n      sales\n      salesSum\n      returns\n      returnsSum\n    }\n  }\n": typeof types.StatisticsByDayDocument,
    "\n  fragment ReportUnitFields on ReportRow {\n    shk_id\n    nm_id\n    sa_name\n    ts_name\n    sticker_id\n    gi_id\n    supplier_oper_name\n    office_name\n    order_dt\n    sale_dt\n    first_price\n    total_ppvz_for_pay\n    total_delivery_rub\n    total_penalty\n    profit\n    isSaved\n    rows {\n      rrd_id\n      srid\n      supplier_oper_name\n      doc_type_name\n      bonus_type_name\n      rr_dt\n      order_dt\n      sale_dt\n      ppvz_for_pay\n      delivery_rub\n      penalty\n    }\n  }\n": typeof types.ReportUnitFieldsFragmentDoc,
    "\n  query ReportSummary($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      stat {\n        ppvz_for_pay\n        delivery_rub\n        retail_amount\n        penalty\n        additional_payment\n        storage_fee\n        acceptance\n        deduction\n        returns\n        sumToPay\n        sumProfit\n        sumFirstPrice\n      }\n      wholesale {\n        total\n        totalNds\n        totalFirstPrice\n        firstPriceNds\n        totalResult\n      }\n    }\n  }\n": typeof types.ReportSummaryDocument,
    "\n  query ReportAllUnits($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      rows {\n        ...ReportUnitFields\n      }\n    }\n  }\n": typeof types.ReportAllUnitsDocument,
    "\n  query ReportWeeks($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reportWeeks(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      reportId\n      dateFrom\n      dateTo\n      createDate\n      currency\n      rowCount\n      ours\n      wb\n      difference\n      state\n      differences {\n        name\n        label\n        ours\n        wb\n        difference\n      }\n    }\n  }\n": typeof types.ReportWeeksDocument,
    "\n  query ReportUnitsPage($dateFrom: Date!, $dateTo: Date!, $type: ReportType, $query: ListQuery!) {\n    reportUnitsPage(dateFrom: $dateFrom, dateTo: $dateTo, type: $type, query: $query) {\n      totalCount\n      items {\n        ...ReportUnitFields\n      }\n    }\n  }\n": typeof types.ReportUnitsPageDocument,
    "\n  query SuppliesPage($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!) {\n    suppliesPage(dateFrom: $dateFrom, dateTo: $dateTo, query: $query) {\n      totalCount\n      items {\n        shk_id\n        nmID\n        article\n        supplyId\n        firstPrice\n        type\n        supplyDate\n        costSource\n        fileName\n        fileRow\n      }\n    }\n  }\n": typeof types.SuppliesPageDocument,
    "\n  query SuppliesExport($dateFrom: Date!, $dateTo: Date!) {\n    supplies(dateFrom: $dateFrom, dateTo: $dateTo) {\n      shk_id\n      nmID\n      article\n      supplyId\n      firstPrice\n      type\n      supplyDate\n      costSource\n      fileName\n      fileRow\n    }\n  }\n": typeof types.SuppliesExportDocument,
    "\n  mutation ImportUnsavedShk($file: File!) {\n    importUnsavedShk(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": typeof types.ImportUnsavedShkDocument,
    "\n  query UnsavedShkTemplate {\n    unitImportTemplate(kind: UNSAVED_SHK) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.UnsavedShkTemplateDocument,
    "\n  fragment UnitSchemeFields on UnitScheme {\n    commissionPercent\n    commission\n    acquiring\n    logistics\n    storagePerDay\n    storage\n    returns\n    defects\n    vat\n    usn\n    tax\n    profit\n    marginPercent\n    roiPercent\n    priceForTargetMargin\n    missing\n  }\n": typeof types.UnitSchemeFieldsFragmentDoc,
    "\n  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {\n    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {\n      warehouseName\n      taxRegime\n      storageDays\n      acquiringPercent\n      rows {\n        nmID\n        vendorCode\n        title\n        subjectName\n        capacity\n        firstPrice\n        price\n        discount\n        priceAfterDiscount\n        buyoutPercent\n        fbs {\n          ...UnitSchemeFields\n        }\n        fbo {\n          ...UnitSchemeFields\n        }\n      }\n    }\n  }\n": typeof types.UnitEconomicsDocument,
    "\n  query Tariffs {\n    tariffs {\n      warehouseName\n      geoName\n      box {\n        boxDeliveryAndStorageExpr\n        boxDeliveryBase\n        boxDeliveryLiter\n        boxDeliveryMarketplaceBase\n        boxDeliveryMarketplaceLiter\n        boxDeliveryMarketplaceExpr\n        boxStorageBase\n        boxStorageLiter\n        boxStorageExpr\n      }\n      pallet {\n        palletDeliveryExpr\n        palletDeliveryValueBase\n        palletDeliveryValueLiter\n        palletStorageExpr\n        palletStorageValueExpr\n      }\n    }\n    tariffsInfo {\n      tariffDate\n      russianWarehousesMissing\n      notice\n    }\n  }\n": typeof types.TariffsDocument,
    "\n  mutation AddCompany($data: CompanyInput!) {\n    addCompany(data: $data) {\n      id\n      message\n    }\n  }\n": typeof types.AddCompanyDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      picture\n      companies {\n        id\n        name\n        selected\n        isAdmin\n        address\n        generalManager\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      googleClientId\n    }\n  }\n": typeof types.ServerInfoDocument,
    "\n  query SyncStatus {\n    syncStatus {\n      dataset\n      what\n      everyMinutes\n      tokenCategory\n      lastSuccessAt\n      lastError\n      running\n      done\n      total\n    }\n  }\n": typeof types.SyncStatusDocument,
    "\n  mutation SyncNow($datasets: [SyncDataset!]) {\n    syncNow(datasets: $datasets) {\n      id\n      message\n    }\n  }\n": typeof types.SyncNowDocument,
    "\n  query CompanyTaxSettings {\n    companyTaxSettings {\n      regime\n      vatRate\n      usnRate\n      vatDeductible\n      updatedAt\n    }\n  }\n": typeof types.CompanyTaxSettingsDocument,
    "\n  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {\n    setCompanyTaxSettings(data: $data) {\n      id\n      message\n    }\n  }\n": typeof types.SetCompanyTaxSettingsDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query Adverts($from: Date!, $to: Date!) {\n    adverts {\n      advertId\n      name\n      status\n      type\n      bidType\n      paymentType\n      createTime\n      startTime\n      endTime\n      changeTime\n      dailyBudget\n      dailyBudgetMissing\n      budget\n      nms {\n        nm\n        vendorCode\n        url\n      }\n    }\n    advertSpends(from: $from, to: $to) {\n      advertId\n      views\n      clicks\n      orders\n      spend\n    }\n  }\n": types.AdvertsDocument,
    "\n  query Advert($advertId: Int!, $from: Date!, $to: Date!) {\n    advert(advertId: $advertId, from: $from, to: $to) {\n      info {\n        advertId\n        name\n        status\n        type\n        bidType\n        paymentType\n        startTime\n        dailyBudget\n        dailyBudgetMissing\n        nms {\n          nm\n          vendorCode\n          url\n        }\n      }\n      budget\n      stat {\n        date\n        views\n        clicks\n        ctr\n        sum\n        orders\n      }\n      clusters {\n        clusters {\n          cluster\n          count\n          views\n          clicks\n          ctr\n          spend\n          orders\n          products\n        }\n        excluded\n      }\n    }\n    advertActions(advertId: $advertId) {\n      id\n      action\n      phrases\n      outcome\n      wbAnswer\n      createdAt\n      who\n      undoable\n    }\n  }\n": types.AdvertDocument,
    "\n  mutation ExcludePhrases($advertId: Int!, $phrases: [String!]!) {\n    excludePhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n": types.ExcludePhrasesDocument,
    "\n  mutation RestoreExcludedPhrases($advertId: Int!, $phrases: [String!]!) {\n    restoreExcludedPhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n": types.RestoreExcludedPhrasesDocument,
    "\n  mutation UndoExcludePhrases($actionId: ID!) {\n    undoExcludePhrases(actionId: $actionId) {\n      id\n      message\n    }\n  }\n": types.UndoExcludePhrasesDocument,
    "\n  mutation ChangeAdvertActivity($advertId: Int!, $type: String!) {\n    changeAdvertActivity(advertId: $advertId, type: $type) {\n      id\n      message\n    }\n  }\n": types.ChangeAdvertActivityDocument,
    "\n  mutation StopAdvert($advertId: Int!) {\n    stopAdvert(advertId: $advertId) {\n      id\n      message\n    }\n  }\n": types.StopAdvertDocument,
    "\n  query Auth($token: String!, $companyId: ID) {\n    auth(token: $token, companyId: $companyId)\n  }\n": types.AuthDocument,
    "\n  query Cards {\n    cards {\n      nmID\n      vendorCode\n      subjectID\n      subjectName\n      brand\n      title\n      photo\n      capacity\n      dimensions {\n        length\n        width\n        height\n        weight\n        isValid\n      }\n      sizes {\n        chrtID\n        techSize\n        wbSize\n        price\n        discountedPrice\n        discount\n        skus\n      }\n      tags {\n        id\n        name\n        color\n      }\n      firstPrice\n      titleForTn\n      returnPercent\n      defectPercent\n      fbsCommission\n      fboCommission\n      wbFbsCommission\n      wbFboCommission\n      createdAt\n      updatedAt\n    }\n  }\n": types.CardsDocument,
    "\n  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {\n    setCardSettings(cardId: $cardId, data: $data) {\n      id\n      message\n    }\n  }\n": types.SetCardSettingsDocument,
    "\n  query CardSettingsHistory($cardId: ID!) {\n    cardSettingsHistory(cardId: $cardId) {\n      id\n      field\n      fieldLabel\n      oldValue\n      newValue\n      changedAt\n      changedBy\n    }\n  }\n": types.CardSettingsHistoryDocument,
    "\n  query CardSettingsTemplate {\n    cardSettingsTemplate {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.CardSettingsTemplateDocument,
    "\n  mutation ImportCardSettings($file: File!) {\n    importCardSettings(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": types.ImportCardSettingsDocument,
    "\n  query Company {\n    company {\n      id\n      shortName\n      fullName\n      address\n      generalManager\n      shopName\n      currentAccount\n      created_at\n      updated_at\n    }\n  }\n": types.CompanyDocument,
    "\n  mutation UpdateCompany($data: CompanyInput!) {\n    updateCompany(data: $data) {\n      id\n      message\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query CompanyUsers {\n    companyUsers {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  query CompanyInvites {\n    companyInvites {\n      id\n      email\n      createdAt\n    }\n  }\n": types.CompanyInvitesDocument,
    "\n  mutation Invite($email: String!) {\n    invite(email: $email) {\n      id\n      message\n    }\n  }\n": types.InviteDocument,
    "\n  mutation RevokeInvite($inviteId: ID!) {\n    revokeInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n": types.RevokeInviteDocument,
    "\n  query CompanyWbTokens {\n    companyWbTokens {\n      kind\n      isSet\n      masked\n      expiresAt\n      updatedAt\n    }\n  }\n": types.CompanyWbTokensDocument,
    "\n  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {\n    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {\n      id\n      message\n    }\n  }\n": types.SetCompanyWbTokensDocument,
    "\n  mutation ClearCompanyWbToken($kind: WbTokenKind!) {\n    clearCompanyWbToken(kind: $kind) {\n      id\n      message\n    }\n  }\n": types.ClearCompanyWbTokenDocument,
    "\n  query CheckWbTokens($tokensData: [String!]!) {\n    checkWbTokens(tokensData: $tokensData) {\n      token\n      tokenType\n      exp\n      methods\n      isReading\n      valid\n      problems\n    }\n  }\n": types.CheckWbTokensDocument,
    "\n  query CheckWbTokenLive($tokenData: String!) {\n    checkWbTokenLive(tokenData: $tokenData) {\n      live\n      message\n      sellerName\n      sameSeller\n    }\n  }\n": types.CheckWbTokenLiveDocument,
    "\n  query FboIncomes($from: Date!) {\n    fboIncomes(from: $from) {\n      incomeId\n      date\n      dateClose\n      warehouseName\n      status\n      totalQuantity\n      savedQuantity\n      items {\n        supplierArticle\n        techSize\n        barcode\n        quantity\n        totalPrice\n        nmId\n        shks {\n          shk_id\n          firstPrice\n        }\n      }\n    }\n  }\n": types.FboIncomesDocument,
    "\n  mutation ImportFboIncome($incomeId: ID!, $date: Date!, $file: File!) {\n    importFboIncome(incomeId: $incomeId, date: $date, file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": types.ImportFboIncomeDocument,
    "\n  query FboIncomeTemplate {\n    unitImportTemplate(kind: FBO_INCOME) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.FboIncomeTemplateDocument,
    "\n  query MpSupplies($page: Int!, $pageSize: Int!) {\n    mpSupplies(page: $page, pageSize: $pageSize) {\n      totalCount\n      data {\n        id\n        name\n        done\n        createdAt\n        closedAt\n        scanDt\n        cargoType\n        unitCount\n        savedCount\n        isSaved\n        sumPrice\n      }\n    }\n  }\n": types.MpSuppliesDocument,
    "\n  query MpSupplyOrders($supplyId: String!) {\n    mpSupplyOrders(supplyId: $supplyId) {\n      id\n      supplyId\n      rid\n      shk_id\n      article\n      titleForTn\n      title\n      createdAt\n      nmId\n      wbStatus\n      supplierStatus\n      capacity\n      weight\n      firstPrice\n      size\n      isSaved\n    }\n  }\n": types.MpSupplyOrdersDocument,
    "\n  mutation ImportMpSupply($file: File!) {\n    importMpSupply(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": types.ImportMpSupplyDocument,
    "\n  query MpSupplyTemplate {\n    unitImportTemplate(kind: MP_SUPPLY) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.MpSupplyTemplateDocument,
    "\n  query MyInvites {\n    myInvites {\n      id\n      companyName\n      createdAt\n    }\n  }\n": types.MyInvitesDocument,
    "\n  mutation AcceptInvite($inviteId: ID!) {\n    acceptInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  query OrdersPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    ordersPage(period: $period, query: $query) {\n      totalCount\n      items {\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        discountPercent\n        spp\n        priceWithDisc\n        finishedPrice\n        isCancel\n        cancelDate\n      }\n    }\n  }\n": types.OrdersPageDocument,
    "\n  query SalesPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    salesPage(period: $period, query: $query) {\n      totalCount\n      items {\n        saleID\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        priceWithDisc\n        finishedPrice\n        forPay\n      }\n    }\n  }\n": types.SalesPageDocument,
    "\n  query StatisticsByDay($period: StatisticsPeriod!) {\n    statisticsByDay(period: $period) {\n      day\n      orders\n      ordersSum\n      cancellations\n      cancellationsSum\n      sales\n      salesSum\n      returns\n      returnsSum\n    }\n  }\n": types.StatisticsByDayDocument,
    "\n  fragment ReportUnitFields on ReportRow {\n    shk_id\n    nm_id\n    sa_name\n    ts_name\n    sticker_id\n    gi_id\n    supplier_oper_name\n    office_name\n    order_dt\n    sale_dt\n    first_price\n    total_ppvz_for_pay\n    total_delivery_rub\n    total_penalty\n    profit\n    isSaved\n    rows {\n      rrd_id\n      srid\n      supplier_oper_name\n      doc_type_name\n      bonus_type_name\n      rr_dt\n      order_dt\n      sale_dt\n      ppvz_for_pay\n      delivery_rub\n      penalty\n    }\n  }\n": types.ReportUnitFieldsFragmentDoc,
    "\n  query ReportSummary($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      stat {\n        ppvz_for_pay\n        delivery_rub\n        retail_amount\n        penalty\n        additional_payment\n        storage_fee\n        acceptance\n        deduction\n        returns\n        sumToPay\n        sumProfit\n        sumFirstPrice\n      }\n      wholesale {\n        total\n        totalNds\n        totalFirstPrice\n        firstPriceNds\n        totalResult\n      }\n    }\n  }\n": types.ReportSummaryDocument,
    "\n  query ReportAllUnits($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      rows {\n        ...ReportUnitFields\n      }\n    }\n  }\n": types.ReportAllUnitsDocument,
    "\n  query ReportWeeks($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reportWeeks(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      reportId\n      dateFrom\n      dateTo\n      createDate\n      currency\n      rowCount\n      ours\n      wb\n      difference\n      state\n      differences {\n        name\n        label\n        ours\n        wb\n        difference\n      }\n    }\n  }\n": types.ReportWeeksDocument,
    "\n  query ReportUnitsPage($dateFrom: Date!, $dateTo: Date!, $type: ReportType, $query: ListQuery!) {\n    reportUnitsPage(dateFrom: $dateFrom, dateTo: $dateTo, type: $type, query: $query) {\n      totalCount\n      items {\n        ...ReportUnitFields\n      }\n    }\n  }\n": types.ReportUnitsPageDocument,
    "\n  query SuppliesPage($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!) {\n    suppliesPage(dateFrom: $dateFrom, dateTo: $dateTo, query: $query) {\n      totalCount\n      items {\n        shk_id\n        nmID\n        article\n        supplyId\n        firstPrice\n        type\n        supplyDate\n        costSource\n        fileName\n        fileRow\n      }\n    }\n  }\n": types.SuppliesPageDocument,
    "\n  query SuppliesExport($dateFrom: Date!, $dateTo: Date!) {\n    supplies(dateFrom: $dateFrom, dateTo: $dateTo) {\n      shk_id\n      nmID\n      article\n      supplyId\n      firstPrice\n      type\n      supplyDate\n      costSource\n      fileName\n      fileRow\n    }\n  }\n": types.SuppliesExportDocument,
    "\n  mutation ImportUnsavedShk($file: File!) {\n    importUnsavedShk(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n": types.ImportUnsavedShkDocument,
    "\n  query UnsavedShkTemplate {\n    unitImportTemplate(kind: UNSAVED_SHK) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.UnsavedShkTemplateDocument,
    "\n  fragment UnitSchemeFields on UnitScheme {\n    commissionPercent\n    commission\n    acquiring\n    logistics\n    storagePerDay\n    storage\n    returns\n    defects\n    vat\n    usn\n    tax\n    profit\n    marginPercent\n    roiPercent\n    priceForTargetMargin\n    missing\n  }\n": types.UnitSchemeFieldsFragmentDoc,
    "\n  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {\n    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {\n      warehouseName\n      taxRegime\n      storageDays\n      acquiringPercent\n      rows {\n        nmID\n        vendorCode\n        title\n        subjectName\n        capacity\n        firstPrice\n        price\n        discount\n        priceAfterDiscount\n        buyoutPercent\n        fbs {\n          ...UnitSchemeFields\n        }\n        fbo {\n          ...UnitSchemeFields\n        }\n      }\n    }\n  }\n": types.UnitEconomicsDocument,
    "\n  query Tariffs {\n    tariffs {\n      warehouseName\n      geoName\n      box {\n        boxDeliveryAndStorageExpr\n        boxDeliveryBase\n        boxDeliveryLiter\n        boxDeliveryMarketplaceBase\n        boxDeliveryMarketplaceLiter\n        boxDeliveryMarketplaceExpr\n        boxStorageBase\n        boxStorageLiter\n        boxStorageExpr\n      }\n      pallet {\n        palletDeliveryExpr\n        palletDeliveryValueBase\n        palletDeliveryValueLiter\n        palletStorageExpr\n        palletStorageValueExpr\n      }\n    }\n    tariffsInfo {\n      tariffDate\n      russianWarehousesMissing\n      notice\n    }\n  }\n": types.TariffsDocument,
    "\n  mutation AddCompany($data: CompanyInput!) {\n    addCompany(data: $data) {\n      id\n      message\n    }\n  }\n": types.AddCompanyDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      picture\n      companies {\n        id\n        name\n        selected\n        isAdmin\n        address\n        generalManager\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      googleClientId\n    }\n  }\n": types.ServerInfoDocument,
    "\n  query SyncStatus {\n    syncStatus {\n      dataset\n      what\n      everyMinutes\n      tokenCategory\n      lastSuccessAt\n      lastError\n      running\n      done\n      total\n    }\n  }\n": types.SyncStatusDocument,
    "\n  mutation SyncNow($datasets: [SyncDataset!]) {\n    syncNow(datasets: $datasets) {\n      id\n      message\n    }\n  }\n": types.SyncNowDocument,
    "\n  query CompanyTaxSettings {\n    companyTaxSettings {\n      regime\n      vatRate\n      usnRate\n      vatDeductible\n      updatedAt\n    }\n  }\n": types.CompanyTaxSettingsDocument,
    "\n  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {\n    setCompanyTaxSettings(data: $data) {\n      id\n      message\n    }\n  }\n": types.SetCompanyTaxSettingsDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Adverts($from: Date!, $to: Date!) {\n    adverts {\n      advertId\n      name\n      status\n      type\n      bidType\n      paymentType\n      createTime\n      startTime\n      endTime\n      changeTime\n      dailyBudget\n      dailyBudgetMissing\n      budget\n      nms {\n        nm\n        vendorCode\n        url\n      }\n    }\n    advertSpends(from: $from, to: $to) {\n      advertId\n      views\n      clicks\n      orders\n      spend\n    }\n  }\n"): (typeof documents)["\n  query Adverts($from: Date!, $to: Date!) {\n    adverts {\n      advertId\n      name\n      status\n      type\n      bidType\n      paymentType\n      createTime\n      startTime\n      endTime\n      changeTime\n      dailyBudget\n      dailyBudgetMissing\n      budget\n      nms {\n        nm\n        vendorCode\n        url\n      }\n    }\n    advertSpends(from: $from, to: $to) {\n      advertId\n      views\n      clicks\n      orders\n      spend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Advert($advertId: Int!, $from: Date!, $to: Date!) {\n    advert(advertId: $advertId, from: $from, to: $to) {\n      info {\n        advertId\n        name\n        status\n        type\n        bidType\n        paymentType\n        startTime\n        dailyBudget\n        dailyBudgetMissing\n        nms {\n          nm\n          vendorCode\n          url\n        }\n      }\n      budget\n      stat {\n        date\n        views\n        clicks\n        ctr\n        sum\n        orders\n      }\n      clusters {\n        clusters {\n          cluster\n          count\n          views\n          clicks\n          ctr\n          spend\n          orders\n          products\n        }\n        excluded\n      }\n    }\n    advertActions(advertId: $advertId) {\n      id\n      action\n      phrases\n      outcome\n      wbAnswer\n      createdAt\n      who\n      undoable\n    }\n  }\n"): (typeof documents)["\n  query Advert($advertId: Int!, $from: Date!, $to: Date!) {\n    advert(advertId: $advertId, from: $from, to: $to) {\n      info {\n        advertId\n        name\n        status\n        type\n        bidType\n        paymentType\n        startTime\n        dailyBudget\n        dailyBudgetMissing\n        nms {\n          nm\n          vendorCode\n          url\n        }\n      }\n      budget\n      stat {\n        date\n        views\n        clicks\n        ctr\n        sum\n        orders\n      }\n      clusters {\n        clusters {\n          cluster\n          count\n          views\n          clicks\n          ctr\n          spend\n          orders\n          products\n        }\n        excluded\n      }\n    }\n    advertActions(advertId: $advertId) {\n      id\n      action\n      phrases\n      outcome\n      wbAnswer\n      createdAt\n      who\n      undoable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExcludePhrases($advertId: Int!, $phrases: [String!]!) {\n    excludePhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ExcludePhrases($advertId: Int!, $phrases: [String!]!) {\n    excludePhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreExcludedPhrases($advertId: Int!, $phrases: [String!]!) {\n    restoreExcludedPhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreExcludedPhrases($advertId: Int!, $phrases: [String!]!) {\n    restoreExcludedPhrases(advertId: $advertId, phrases: $phrases) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoExcludePhrases($actionId: ID!) {\n    undoExcludePhrases(actionId: $actionId) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UndoExcludePhrases($actionId: ID!) {\n    undoExcludePhrases(actionId: $actionId) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdvertActivity($advertId: Int!, $type: String!) {\n    changeAdvertActivity(advertId: $advertId, type: $type) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAdvertActivity($advertId: Int!, $type: String!) {\n    changeAdvertActivity(advertId: $advertId, type: $type) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopAdvert($advertId: Int!) {\n    stopAdvert(advertId: $advertId) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StopAdvert($advertId: Int!) {\n    stopAdvert(advertId: $advertId) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Auth($token: String!, $companyId: ID) {\n    auth(token: $token, companyId: $companyId)\n  }\n"): (typeof documents)["\n  query Auth($token: String!, $companyId: ID) {\n    auth(token: $token, companyId: $companyId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cards {\n    cards {\n      nmID\n      vendorCode\n      subjectID\n      subjectName\n      brand\n      title\n      photo\n      capacity\n      dimensions {\n        length\n        width\n        height\n        weight\n        isValid\n      }\n      sizes {\n        chrtID\n        techSize\n        wbSize\n        price\n        discountedPrice\n        discount\n        skus\n      }\n      tags {\n        id\n        name\n        color\n      }\n      firstPrice\n      titleForTn\n      returnPercent\n      defectPercent\n      fbsCommission\n      fboCommission\n      wbFbsCommission\n      wbFboCommission\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Cards {\n    cards {\n      nmID\n      vendorCode\n      subjectID\n      subjectName\n      brand\n      title\n      photo\n      capacity\n      dimensions {\n        length\n        width\n        height\n        weight\n        isValid\n      }\n      sizes {\n        chrtID\n        techSize\n        wbSize\n        price\n        discountedPrice\n        discount\n        skus\n      }\n      tags {\n        id\n        name\n        color\n      }\n      firstPrice\n      titleForTn\n      returnPercent\n      defectPercent\n      fbsCommission\n      fboCommission\n      wbFbsCommission\n      wbFboCommission\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {\n    setCardSettings(cardId: $cardId, data: $data) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {\n    setCardSettings(cardId: $cardId, data: $data) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardSettingsHistory($cardId: ID!) {\n    cardSettingsHistory(cardId: $cardId) {\n      id\n      field\n      fieldLabel\n      oldValue\n      newValue\n      changedAt\n      changedBy\n    }\n  }\n"): (typeof documents)["\n  query CardSettingsHistory($cardId: ID!) {\n    cardSettingsHistory(cardId: $cardId) {\n      id\n      field\n      fieldLabel\n      oldValue\n      newValue\n      changedAt\n      changedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardSettingsTemplate {\n    cardSettingsTemplate {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query CardSettingsTemplate {\n    cardSettingsTemplate {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCardSettings($file: File!) {\n    importCardSettings(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCardSettings($file: File!) {\n    importCardSettings(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company {\n    company {\n      id\n      shortName\n      fullName\n      address\n      generalManager\n      shopName\n      currentAccount\n      created_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query Company {\n    company {\n      id\n      shortName\n      fullName\n      address\n      generalManager\n      shopName\n      currentAccount\n      created_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($data: CompanyInput!) {\n    updateCompany(data: $data) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($data: CompanyInput!) {\n    updateCompany(data: $data) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers {\n    companyUsers {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query CompanyUsers {\n    companyUsers {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvites {\n    companyInvites {\n      id\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CompanyInvites {\n    companyInvites {\n      id\n      email\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Invite($email: String!) {\n    invite(email: $email) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Invite($email: String!) {\n    invite(email: $email) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvite($inviteId: ID!) {\n    revokeInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvite($inviteId: ID!) {\n    revokeInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyWbTokens {\n    companyWbTokens {\n      kind\n      isSet\n      masked\n      expiresAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query CompanyWbTokens {\n    companyWbTokens {\n      kind\n      isSet\n      masked\n      expiresAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {\n    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {\n    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCompanyWbToken($kind: WbTokenKind!) {\n    clearCompanyWbToken(kind: $kind) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCompanyWbToken($kind: WbTokenKind!) {\n    clearCompanyWbToken(kind: $kind) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckWbTokens($tokensData: [String!]!) {\n    checkWbTokens(tokensData: $tokensData) {\n      token\n      tokenType\n      exp\n      methods\n      isReading\n      valid\n      problems\n    }\n  }\n"): (typeof documents)["\n  query CheckWbTokens($tokensData: [String!]!) {\n    checkWbTokens(tokensData: $tokensData) {\n      token\n      tokenType\n      exp\n      methods\n      isReading\n      valid\n      problems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckWbTokenLive($tokenData: String!) {\n    checkWbTokenLive(tokenData: $tokenData) {\n      live\n      message\n      sellerName\n      sameSeller\n    }\n  }\n"): (typeof documents)["\n  query CheckWbTokenLive($tokenData: String!) {\n    checkWbTokenLive(tokenData: $tokenData) {\n      live\n      message\n      sellerName\n      sameSeller\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FboIncomes($from: Date!) {\n    fboIncomes(from: $from) {\n      incomeId\n      date\n      dateClose\n      warehouseName\n      status\n      totalQuantity\n      savedQuantity\n      items {\n        supplierArticle\n        techSize\n        barcode\n        quantity\n        totalPrice\n        nmId\n        shks {\n          shk_id\n          firstPrice\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FboIncomes($from: Date!) {\n    fboIncomes(from: $from) {\n      incomeId\n      date\n      dateClose\n      warehouseName\n      status\n      totalQuantity\n      savedQuantity\n      items {\n        supplierArticle\n        techSize\n        barcode\n        quantity\n        totalPrice\n        nmId\n        shks {\n          shk_id\n          firstPrice\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportFboIncome($incomeId: ID!, $date: Date!, $file: File!) {\n    importFboIncome(incomeId: $incomeId, date: $date, file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportFboIncome($incomeId: ID!, $date: Date!, $file: File!) {\n    importFboIncome(incomeId: $incomeId, date: $date, file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FboIncomeTemplate {\n    unitImportTemplate(kind: FBO_INCOME) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query FboIncomeTemplate {\n    unitImportTemplate(kind: FBO_INCOME) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpSupplies($page: Int!, $pageSize: Int!) {\n    mpSupplies(page: $page, pageSize: $pageSize) {\n      totalCount\n      data {\n        id\n        name\n        done\n        createdAt\n        closedAt\n        scanDt\n        cargoType\n        unitCount\n        savedCount\n        isSaved\n        sumPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query MpSupplies($page: Int!, $pageSize: Int!) {\n    mpSupplies(page: $page, pageSize: $pageSize) {\n      totalCount\n      data {\n        id\n        name\n        done\n        createdAt\n        closedAt\n        scanDt\n        cargoType\n        unitCount\n        savedCount\n        isSaved\n        sumPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpSupplyOrders($supplyId: String!) {\n    mpSupplyOrders(supplyId: $supplyId) {\n      id\n      supplyId\n      rid\n      shk_id\n      article\n      titleForTn\n      title\n      createdAt\n      nmId\n      wbStatus\n      supplierStatus\n      capacity\n      weight\n      firstPrice\n      size\n      isSaved\n    }\n  }\n"): (typeof documents)["\n  query MpSupplyOrders($supplyId: String!) {\n    mpSupplyOrders(supplyId: $supplyId) {\n      id\n      supplyId\n      rid\n      shk_id\n      article\n      titleForTn\n      title\n      createdAt\n      nmId\n      wbStatus\n      supplierStatus\n      capacity\n      weight\n      firstPrice\n      size\n      isSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMpSupply($file: File!) {\n    importMpSupply(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportMpSupply($file: File!) {\n    importMpSupply(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpSupplyTemplate {\n    unitImportTemplate(kind: MP_SUPPLY) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query MpSupplyTemplate {\n    unitImportTemplate(kind: MP_SUPPLY) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvites {\n    myInvites {\n      id\n      companyName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyInvites {\n    myInvites {\n      id\n      companyName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($inviteId: ID!) {\n    acceptInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($inviteId: ID!) {\n    acceptInvite(inviteId: $inviteId) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    ordersPage(period: $period, query: $query) {\n      totalCount\n      items {\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        discountPercent\n        spp\n        priceWithDisc\n        finishedPrice\n        isCancel\n        cancelDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    ordersPage(period: $period, query: $query) {\n      totalCount\n      items {\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        discountPercent\n        spp\n        priceWithDisc\n        finishedPrice\n        isCancel\n        cancelDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    salesPage(period: $period, query: $query) {\n      totalCount\n      items {\n        saleID\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        priceWithDisc\n        finishedPrice\n        forPay\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesPage($period: StatisticsPeriod!, $query: ListQuery!) {\n    salesPage(period: $period, query: $query) {\n      totalCount\n      items {\n        saleID\n        srid\n        date\n        supplierArticle\n        nmId\n        barcode\n        techSize\n        subject\n        brand\n        warehouseName\n        regionName\n        totalPrice\n        priceWithDisc\n        finishedPrice\n        forPay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatisticsByDay($period: StatisticsPeriod!) {\n    statisticsByDay(period: $period) {\n      day\n      orders\n      ordersSum\n      cancellations\n      cancellationsSum\n      sales\n      salesSum\n      returns\n      returnsSum\n    }\n  }\n"): (typeof documents)["\n  query StatisticsByDay($period: StatisticsPeriod!) {\n    statisticsByDay(period: $period) {\n      day\n      orders\n      ordersSum\n      cancellations\n      cancellationsSum\n      sales\n      salesSum\n      returns\n      returnsSum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportUnitFields on ReportRow {\n    shk_id\n    nm_id\n    sa_name\n    ts_name\n    sticker_id\n    gi_id\n    supplier_oper_name\n    office_name\n    order_dt\n    sale_dt\n    first_price\n    total_ppvz_for_pay\n    total_delivery_rub\n    total_penalty\n    profit\n    isSaved\n    rows {\n      rrd_id\n      srid\n      supplier_oper_name\n      doc_type_name\n      bonus_type_name\n      rr_dt\n      order_dt\n      sale_dt\n      ppvz_for_pay\n      delivery_rub\n      penalty\n    }\n  }\n"): (typeof documents)["\n  fragment ReportUnitFields on ReportRow {\n    shk_id\n    nm_id\n    sa_name\n    ts_name\n    sticker_id\n    gi_id\n    supplier_oper_name\n    office_name\n    order_dt\n    sale_dt\n    first_price\n    total_ppvz_for_pay\n    total_delivery_rub\n    total_penalty\n    profit\n    isSaved\n    rows {\n      rrd_id\n      srid\n      supplier_oper_name\n      doc_type_name\n      bonus_type_name\n      rr_dt\n      order_dt\n      sale_dt\n      ppvz_for_pay\n      delivery_rub\n      penalty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSummary($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      stat {\n        ppvz_for_pay\n        delivery_rub\n        retail_amount\n        penalty\n        additional_payment\n        storage_fee\n        acceptance\n        deduction\n        returns\n        sumToPay\n        sumProfit\n        sumFirstPrice\n      }\n      wholesale {\n        total\n        totalNds\n        totalFirstPrice\n        firstPriceNds\n        totalResult\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportSummary($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      stat {\n        ppvz_for_pay\n        delivery_rub\n        retail_amount\n        penalty\n        additional_payment\n        storage_fee\n        acceptance\n        deduction\n        returns\n        sumToPay\n        sumProfit\n        sumFirstPrice\n      }\n      wholesale {\n        total\n        totalNds\n        totalFirstPrice\n        firstPriceNds\n        totalResult\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportAllUnits($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      rows {\n        ...ReportUnitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportAllUnits($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      rows {\n        ...ReportUnitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportWeeks($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reportWeeks(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      reportId\n      dateFrom\n      dateTo\n      createDate\n      currency\n      rowCount\n      ours\n      wb\n      difference\n      state\n      differences {\n        name\n        label\n        ours\n        wb\n        difference\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportWeeks($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {\n    reportWeeks(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {\n      reportId\n      dateFrom\n      dateTo\n      createDate\n      currency\n      rowCount\n      ours\n      wb\n      difference\n      state\n      differences {\n        name\n        label\n        ours\n        wb\n        difference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportUnitsPage($dateFrom: Date!, $dateTo: Date!, $type: ReportType, $query: ListQuery!) {\n    reportUnitsPage(dateFrom: $dateFrom, dateTo: $dateTo, type: $type, query: $query) {\n      totalCount\n      items {\n        ...ReportUnitFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportUnitsPage($dateFrom: Date!, $dateTo: Date!, $type: ReportType, $query: ListQuery!) {\n    reportUnitsPage(dateFrom: $dateFrom, dateTo: $dateTo, type: $type, query: $query) {\n      totalCount\n      items {\n        ...ReportUnitFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuppliesPage($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!) {\n    suppliesPage(dateFrom: $dateFrom, dateTo: $dateTo, query: $query) {\n      totalCount\n      items {\n        shk_id\n        nmID\n        article\n        supplyId\n        firstPrice\n        type\n        supplyDate\n        costSource\n        fileName\n        fileRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuppliesPage($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!) {\n    suppliesPage(dateFrom: $dateFrom, dateTo: $dateTo, query: $query) {\n      totalCount\n      items {\n        shk_id\n        nmID\n        article\n        supplyId\n        firstPrice\n        type\n        supplyDate\n        costSource\n        fileName\n        fileRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuppliesExport($dateFrom: Date!, $dateTo: Date!) {\n    supplies(dateFrom: $dateFrom, dateTo: $dateTo) {\n      shk_id\n      nmID\n      article\n      supplyId\n      firstPrice\n      type\n      supplyDate\n      costSource\n      fileName\n      fileRow\n    }\n  }\n"): (typeof documents)["\n  query SuppliesExport($dateFrom: Date!, $dateTo: Date!) {\n    supplies(dateFrom: $dateFrom, dateTo: $dateTo) {\n      shk_id\n      nmID\n      article\n      supplyId\n      firstPrice\n      type\n      supplyDate\n      costSource\n      fileName\n      fileRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportUnsavedShk($file: File!) {\n    importUnsavedShk(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportUnsavedShk($file: File!) {\n    importUnsavedShk(file: $file) {\n      message\n      rows\n      saved\n      unchanged\n      errors {\n        row\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnsavedShkTemplate {\n    unitImportTemplate(kind: UNSAVED_SHK) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query UnsavedShkTemplate {\n    unitImportTemplate(kind: UNSAVED_SHK) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitSchemeFields on UnitScheme {\n    commissionPercent\n    commission\n    acquiring\n    logistics\n    storagePerDay\n    storage\n    returns\n    defects\n    vat\n    usn\n    tax\n    profit\n    marginPercent\n    roiPercent\n    priceForTargetMargin\n    missing\n  }\n"): (typeof documents)["\n  fragment UnitSchemeFields on UnitScheme {\n    commissionPercent\n    commission\n    acquiring\n    logistics\n    storagePerDay\n    storage\n    returns\n    defects\n    vat\n    usn\n    tax\n    profit\n    marginPercent\n    roiPercent\n    priceForTargetMargin\n    missing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {\n    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {\n      warehouseName\n      taxRegime\n      storageDays\n      acquiringPercent\n      rows {\n        nmID\n        vendorCode\n        title\n        subjectName\n        capacity\n        firstPrice\n        price\n        discount\n        priceAfterDiscount\n        buyoutPercent\n        fbs {\n          ...UnitSchemeFields\n        }\n        fbo {\n          ...UnitSchemeFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {\n    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {\n      warehouseName\n      taxRegime\n      storageDays\n      acquiringPercent\n      rows {\n        nmID\n        vendorCode\n        title\n        subjectName\n        capacity\n        firstPrice\n        price\n        discount\n        priceAfterDiscount\n        buyoutPercent\n        fbs {\n          ...UnitSchemeFields\n        }\n        fbo {\n          ...UnitSchemeFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tariffs {\n    tariffs {\n      warehouseName\n      geoName\n      box {\n        boxDeliveryAndStorageExpr\n        boxDeliveryBase\n        boxDeliveryLiter\n        boxDeliveryMarketplaceBase\n        boxDeliveryMarketplaceLiter\n        boxDeliveryMarketplaceExpr\n        boxStorageBase\n        boxStorageLiter\n        boxStorageExpr\n      }\n      pallet {\n        palletDeliveryExpr\n        palletDeliveryValueBase\n        palletDeliveryValueLiter\n        palletStorageExpr\n        palletStorageValueExpr\n      }\n    }\n    tariffsInfo {\n      tariffDate\n      russianWarehousesMissing\n      notice\n    }\n  }\n"): (typeof documents)["\n  query Tariffs {\n    tariffs {\n      warehouseName\n      geoName\n      box {\n        boxDeliveryAndStorageExpr\n        boxDeliveryBase\n        boxDeliveryLiter\n        boxDeliveryMarketplaceBase\n        boxDeliveryMarketplaceLiter\n        boxDeliveryMarketplaceExpr\n        boxStorageBase\n        boxStorageLiter\n        boxStorageExpr\n      }\n      pallet {\n        palletDeliveryExpr\n        palletDeliveryValueBase\n        palletDeliveryValueLiter\n        palletStorageExpr\n        palletStorageValueExpr\n      }\n    }\n    tariffsInfo {\n      tariffDate\n      russianWarehousesMissing\n      notice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompany($data: CompanyInput!) {\n    addCompany(data: $data) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompany($data: CompanyInput!) {\n    addCompany(data: $data) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      picture\n      companies {\n        id\n        name\n        selected\n        isAdmin\n        address\n        generalManager\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      picture\n      companies {\n        id\n        name\n        selected\n        isAdmin\n        address\n        generalManager\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      googleClientId\n    }\n  }\n"): (typeof documents)["\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      googleClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncStatus {\n    syncStatus {\n      dataset\n      what\n      everyMinutes\n      tokenCategory\n      lastSuccessAt\n      lastError\n      running\n      done\n      total\n    }\n  }\n"): (typeof documents)["\n  query SyncStatus {\n    syncStatus {\n      dataset\n      what\n      everyMinutes\n      tokenCategory\n      lastSuccessAt\n      lastError\n      running\n      done\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncNow($datasets: [SyncDataset!]) {\n    syncNow(datasets: $datasets) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SyncNow($datasets: [SyncDataset!]) {\n    syncNow(datasets: $datasets) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTaxSettings {\n    companyTaxSettings {\n      regime\n      vatRate\n      usnRate\n      vatDeductible\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query CompanyTaxSettings {\n    companyTaxSettings {\n      regime\n      vatRate\n      usnRate\n      vatDeductible\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {\n    setCompanyTaxSettings(data: $data) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {\n    setCompanyTaxSettings(data: $data) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;