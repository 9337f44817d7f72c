// Imported first by every project script: the rest of the script runs only under the pinned Node.
import { continueOnPinnedNode } from './node-lts.mjs'

await continueOnPinnedNode()
