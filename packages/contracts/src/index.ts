export * from './auth';
export * from './envelope';
export * from './errors';
export * from './health';
export * from './messages';
