Boutput_2J0Öo@r÷o@“©V@
I@´ÜJ@;7K@s³L@(¦J@…½J@ï¶t@xpe@‘I@