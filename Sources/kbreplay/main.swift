print("kbreplay")
