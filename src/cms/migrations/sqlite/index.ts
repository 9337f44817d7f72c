import * as migration_20261122_003438_initial from './20261122_003438_initial';

export const migrations = [
  {
    up: migration_20261122_003438_initial.up,
    down: migration_20261122_003438_initial.down,
    name: '20261122_003438_initial'
  },
];
