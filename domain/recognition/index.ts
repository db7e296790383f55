export * from './extract';
export { applyLessons, lessonsFromCorrections } from './learn';
export * from './score';
export * from './types';
