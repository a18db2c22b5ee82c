recordclass rr b:uint;
-1 -> b(consrr(0));
