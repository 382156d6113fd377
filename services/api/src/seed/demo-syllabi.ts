/** Lesson titles of the demo courses, by course handle, in order; each module holds four lessons and a quiz. */
export const demoSyllabi: Readonly<Record<string, readonly string[]>> = {
  fractions: [
    'What a fraction is', 'Numerators and denominators', 'Fractions on the number line', 'Equivalent fractions',
    'Comparing fractions', 'Adding with like denominators', 'Adding with unlike denominators', 'Subtracting fractions',
  ],
  algebra: [
    'Variables as names for numbers', 'Writing expressions', 'Order of operations', 'Combining like terms',
    'The distributive property', 'Equations as balances', 'One-step equations', 'Two-step equations',
    'Equations with fractions', 'Word problems to equations',
  ],
  'spanish-travel': [
    'Saludos y presentaciones', 'Números y precios', 'En el aeropuerto', 'Pedir direcciones',
    'En el hotel', 'Ser y estar', 'En el restaurante', 'Comprar en el mercado',
    'El transporte público', 'La hora y los horarios', 'Emergencias y salud', 'Repaso del viaje',
  ],
  'data-literacy': [
    'Rows, columns and tidy data', 'Cleaning messy values', 'Sorting and filtering', 'Summaries with formulas',
    'Choosing the right chart', 'Spotting a misleading graph',
  ],
  statistics: [
    'Mean, median and mode', 'Spread and range', 'Standard deviation by hand', 'Percentiles and box plots',
    'Samples and populations', 'Sampling bias', 'Correlation is not causation', 'Reading a survey', 'Margins of error',
  ],
};
