/** Built-in texts of `@gipfel/listing` (namespace `listing`). */
export const listingTexts = {
  de: {
    price: {
      from: 'ab {{price}}',
      current: 'Aktueller Preis',
      previous: 'Bisheriger Preis',
      saved: 'Sie sparen {{percentage}} %',
      referencePrice: '{{price}} pro {{referenceUnit}} {{unitName}}',
      vatIncluded: 'inkl. MwSt. zzgl. Versandkosten und ggf. Mindermengenzuschlag',
      vatExcluded: 'exkl. MwSt. zzgl. Versandkosten und ggf. Mindermengenzuschlag',
      tiers: {
        caption: 'Staffelpreise',
        quantity: 'Menge',
        unitPrice: 'Stückpreis',
        to: 'bis {{quantity}}',
        from: 'ab {{quantity}}',
      },
    },
    badges: {
      label: 'Produktauszeichnungen',
      topseller: 'Topseller',
      new: 'Neu',
      sale: 'Aktion',
    },
  },
  en: {
    price: {
      from: 'from {{price}}',
      current: 'Current price',
      previous: 'Previous price',
      saved: 'You save {{percentage}}%',
      referencePrice: '{{price}} per {{referenceUnit}} {{unitName}}',
      vatIncluded: 'incl. VAT plus shipping',
      vatExcluded: 'excl. VAT plus shipping',
      tiers: {
        caption: 'Quantity prices',
        quantity: 'Quantity',
        unitPrice: 'Unit price',
        to: 'to {{quantity}}',
        from: 'from {{quantity}}',
      },
    },
    badges: {
      label: 'Product highlights',
      topseller: 'Top seller',
      new: 'New',
      sale: 'Sale',
    },
  },
  fr: {
    price: {
      from: 'dès {{price}}',
      current: 'Prix actuel',
      previous: 'Prix précédent',
      saved: 'Vous économisez {{percentage}} %',
      referencePrice: '{{price}} par {{referenceUnit}} {{unitName}}',
      vatIncluded: 'TVA incluse, plus frais d’envoi',
      vatExcluded: 'hors TVA, plus frais d’envoi',
      tiers: {
        caption: 'Prix dégressifs',
        quantity: 'Quantité',
        unitPrice: 'Prix unitaire',
        to: 'jusqu’à {{quantity}}',
        from: 'dès {{quantity}}',
      },
    },
    badges: {
      label: 'Caractéristiques du produit',
      topseller: 'Meilleure vente',
      new: 'Nouveau',
      sale: 'Promotion',
    },
  },
} as const;
