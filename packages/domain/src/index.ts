/**
 * The domain package: schemas, rules, constants and translations shared by the API and the web
 * app. Deep imports (`@domus/domain/schemas/property.schema`) work as well and keep bundles small.
 */
export * from './constants.ts';
export * from './schemas/common.schema.ts';
export * from './schemas/api-error.schema.ts';
export * from './schemas/file.schema.ts';
export * from './schemas/property-type.schema.ts';
export * from './schemas/location.schema.ts';
export * from './schemas/seller.schema.ts';
export * from './schemas/account.schema.ts';
export * from './schemas/session.schema.ts';
export * from './schemas/captcha.schema.ts';
export * from './schemas/property.schema.ts';
export * from './schemas/saved-search.schema.ts';
export * from './schemas/match.schema.ts';
export * from './schemas/testimony.schema.ts';
export * from './schemas/contact-message.schema.ts';
export * from './rules/price.ts';
export * from './rules/sell-type.ts';
export * from './rules/youtube.ts';
export * from './rules/visibility.ts';
export * from './rules/defaults.ts';
export * from './rules/sales-area.ts';
export * from './rules/energy.ts';
export * from './rules/rooms.ts';
export * from './rules/budget.ts';
export * from './rules/match.ts';
export * from './rules/money.ts';
export * from './rules/rent.ts';
export * from './rules/hotel.ts';
export * from './rules/place-name.ts';
export * from './rules/search-text.ts';
export * from './rules/main-images.ts';
export * from './rules/saved-search.ts';
export * from './rules/seller-type.ts';
export * from './rules/seller-fields.ts';
export * from './rules/seller-name.ts';
export * from './rules/roles.ts';
