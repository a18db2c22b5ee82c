mishap(0, 'NO CULPRITS');
