import type { ReactNode } from 'react';

/**
 * The one way a page shows another feature's part (a card, the bell): the page names its places and
 * renders `slots.<place>` there; its route in web/app fills them. Features import no other feature.
 */
export type Slots<Place extends string> = Partial<Record<Place, ReactNode>>;
