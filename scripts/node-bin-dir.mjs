/** Prints the folder of the project's pinned Node binary, installing it first when needed (used by .ci/run). */
import { pinnedNodeBinDir } from './lib/node-lts.mjs'

console.log(pinnedNodeBinDir())
