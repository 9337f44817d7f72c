import * as migration_20261122_003444_initial from './20261122_003444_initial';

export const migrations = [
  {
    up: migration_20261122_003444_initial.up,
    down: migration_20261122_003444_initial.down,
    name: '20261122_003444_initial'
  },
];
