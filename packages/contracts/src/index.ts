export * from './auth';
export * from './pages';
export * from './plans';
export * from './websites';
export * from './envelope';
export * from './errors';
export * from './health';
export * from './messages';
