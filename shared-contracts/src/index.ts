export * from './constants';
export * from './messages';
export * from './validation';
export * from './pricing';
export * from './dates';
export * from './schemas';
export * from './checkout';
