interface Box {
  width: number
  height: number
}

export function fixedDisplayWidth(sizes: string): number | null {
  const match = /^\s*(\d{1,4})px\s*$/.exec(sizes)
  const width = match ? Number(match[1]) : 0
  return width > 0 ? width : null
}

export function renderedImageProps(stored: Box, sizes: string): Box & { sizes?: string } {
  const width = fixedDisplayWidth(sizes)
  if (width === null || stored.width <= 0)
    return { width: stored.width, height: stored.height, sizes }
  return { width, height: Math.max(1, Math.round((stored.height * width) / stored.width)) }
}
