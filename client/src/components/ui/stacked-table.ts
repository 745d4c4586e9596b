// Staff tables on a phone: below md each row is a card and each cell a labelled line (the label
// is the cell's data-label, shown by CSS), so every column and every action is reachable at
// 390 px without sideways scrolling. From md up it is the ordinary table. One DOM for both, so
// tests and screen readers see the same rows and buttons at every width.
export const stacked = {
  table: "w-full text-left text-sm max-md:block",
  thead: "border-b border-gray-200 text-gray-700 max-md:sr-only",
  tbody: "max-md:block max-md:space-y-3",
  row: "border-b border-gray-100 max-md:block max-md:rounded-lg max-md:border max-md:border-gray-200 max-md:p-3",
  /** A cell; give it data-label="<column>" for its label on a phone. */
  cell: "px-2 py-2 max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-gray-600 max-md:before:content-[attr(data-label)]",
  /** The actions cell: full width on a phone, under the other lines. */
  actions: "px-2 py-2 max-md:block max-md:px-0 max-md:pt-3",
} as const;
