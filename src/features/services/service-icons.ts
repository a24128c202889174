import { IconBrain, IconBuildingWarehouse, IconHomeSearch, IconReceiptTax, IconTruckDelivery, type Icon } from '@tabler/icons-react'

/** Each service's icon, by slug (content/services.ts). */
export const serviceIcons: Readonly<Record<string, Icon>> = {
  taxes: IconReceiptTax,
  shipping: IconTruckDelivery,
  property: IconHomeSearch,
  psychologist: IconBrain,
  storage: IconBuildingWarehouse,
}
