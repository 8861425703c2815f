import type { FormWidget } from '@domus/domain/listing/categories/field-kinds';
import type { JSX } from 'react';
import { CultivationWidget } from './cultivation-widget';
import { HotelWidget } from './hotel-widget';
import { AdministratorWidget, CommercialInfoWidget, ParkingWidget } from './price-widgets';
import {
  AdditionalAreasWidget,
  GardenWidget,
  RoomsWidget,
  SalesAreaWidget,
} from './rooms-and-areas-widgets';

/**
 * The widget of each step-3 field of several values, and of the sales area the form computes
 * (the domain's `FORM_WIDGETS`): the one place the form names such a field.
 */
export const FIELD_WIDGETS: Readonly<Record<FormWidget, () => JSX.Element>> = {
  rooms: RoomsWidget,
  areas: AdditionalAreasWidget,
  garden: GardenWidget,
  salesArea: SalesAreaWidget,
  hotel: HotelWidget,
  commercialInfo: CommercialInfoWidget,
  parking: ParkingWidget,
  administrator: AdministratorWidget,
  cultivation: CultivationWidget,
};
