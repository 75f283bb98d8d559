/**
 * The state of something asynchronous (a cart update, an order, suggestions, a listing
 * load) is one of four values, never a pair of booleans.
 */
export type AsyncStatus = 'idle' | 'pending' | 'success' | 'error';
