dataword(1) => dataword(1.5) => dataword(2_/3) => dataword(2**100) =>
dataword("w") => dataword('s') => dataword([1]) => dataword([]) =>
dataword({}) => dataword(hd) => dataword(true) =>
