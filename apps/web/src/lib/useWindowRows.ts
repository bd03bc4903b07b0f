import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';

/**
 * Below this many rows a list is drawn whole: it stays instant, searchable with the
 * browser's find, and simple to test. From it on, only the rows near the screen exist.
 */
export const VIRTUALISE_FROM = 150;

export interface WindowRows<E extends HTMLElement> {
  /** Put on the list's container (`ref={rows.attachList}`): where the list starts on the page. */
  attachList: (element: E | null) => void;
  /** The rows to draw, in order. */
  indexes: number[];
  /** Blank space standing for the rows above and below those drawn, in pixels. */
  before: number;
  after: number;
  /** Put on each drawn row (with `data-index`) so the list learns its real height. */
  measure: ((element: Element | null) => void) | undefined;
  virtual: boolean;
}

const allOf = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

/**
 * A long list scrolled with the page (the staff screens scroll the window, not a box):
 * the rows around the viewport are drawn, the others are blank space of their height, so a
 * group of thousands of members opens as fast as one of thirty.
 */
export function useWindowRows<E extends HTMLElement>(count: number, estimatedRowHeight: number): WindowRows<E> {
  const [list, attachList] = useState<E | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtual = count >= VIRTUALISE_FROM;

  useLayoutEffect(() => {
    if (list !== null) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, [list, virtual, count]);

  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    estimateSize: () => estimatedRowHeight,
    overscan: 12,
    scrollMargin,
  });

  if (!virtual) return { attachList, indexes: allOf(count), before: 0, after: 0, measure: undefined, virtual };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    attachList,
    indexes: items.map((item) => item.index),
    before: first === undefined ? 0 : first.start - scrollMargin,
    after: last === undefined ? 0 : virtualizer.getTotalSize() - (last.end - scrollMargin),
    measure: virtualizer.measureElement,
    virtual,
  };
}
