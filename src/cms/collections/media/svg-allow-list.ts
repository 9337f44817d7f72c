/** Drawing elements only: no script, foreignObject, image, feImage, animation, links or iframes. */
// prettier-ignore
export const SVG_ELEMENTS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence',
]

/** Geometry and presentation attributes; no event handlers, no `xml:base`, no namespaces but SVG's. */
// prettier-ignore
export const SVG_ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'lang', 'xml:space',
  'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength', 'transform',
  'href', 'xlink:href', 'role', 'aria-label', 'aria-hidden', 'focusable',
  'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'clip-path', 'clipPathUnits', 'mask',
  'maskUnits', 'maskContentUnits', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'vector-effect',
  'paint-order', 'shape-rendering', 'mix-blend-mode', 'isolation',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'marker-start', 'marker-mid', 'marker-end',
  'filter', 'filterUnits', 'primitiveUnits', 'color-interpolation-filters', 'in', 'in2',
  'result', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'tableValues',
  'slope', 'intercept', 'amplitude', 'exponent', 'stdDeviation', 'dx', 'dy', 'flood-color',
  'flood-opacity', 'lighting-color', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'kernelMatrix', 'kernelUnitLength', 'order', 'divisor', 'bias',
  'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'scale', 'xChannelSelector',
  'yChannelSelector', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'letter-spacing',
  'word-spacing', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift',
  'text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'textLength', 'lengthAdjust',
  'startOffset', 'method', 'spacing', 'side', 'rotate',
]
