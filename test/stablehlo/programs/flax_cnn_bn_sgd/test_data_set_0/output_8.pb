
Boutput_8J(ÚF1<s™»S]±:}´Q<>è»®»ou »7Îˆ»jOz»#,H»