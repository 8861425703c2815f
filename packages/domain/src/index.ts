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
export * from './schemas/property.schema.ts';
export * from './schemas/saved-search.schema.ts';
export * from './schemas/match.schema.ts';
export * from './schemas/testimony.schema.ts';
export * from './schemas/contact-message.schema.ts';
export * from './rules/price.ts';
export * from './rules/sell-type.ts';
export * from './rules/youtube.ts';
