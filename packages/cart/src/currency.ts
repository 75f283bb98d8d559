/** Currency of the cart when neither the cart nor the context says otherwise (the demo shop's). */
export const defaultCurrency = 'CHF';
