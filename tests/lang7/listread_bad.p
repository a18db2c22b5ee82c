listread() =>
{a b