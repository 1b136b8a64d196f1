// Formatting (issue 15): checked by `make test`, applied by `make format`.
export default {
  singleQuote: true,
  printWidth: 140,
};
