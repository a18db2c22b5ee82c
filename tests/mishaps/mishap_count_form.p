mishap(1, 2, 2, 'TWO CULPRITS');
