export * from './constants';
export * from './messages';
export * from './validation';
export * from './pricing';
export * from './schemas';
export * from './checkout';
export * from './endpoints';
export * from './forms';
